import { data } from 'react-router';

/** Routes that a later issue builds answer 404 until then; the root boundary shows the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotYetBuilt() {
  return null;
}
