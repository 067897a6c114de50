import { SaveButton } from '../favorites/save-button.tsx';

/**
 * The spot for the accounts feature's "Save" button on blog cards and on the post page; the blog
 * pages place it, the favourites feature fills it.
 */
export function BlogSaveSlot({
  postId,
  saved,
}: {
  postId: number;
  /** the reader's Save state, from the loader (saved-state.server.ts) */
  saved: boolean;
}) {
  return <SaveButton kind="blog" id={postId} saved={saved} />;
}
