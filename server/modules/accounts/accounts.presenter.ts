/** The account as its owner sees it. Never the password hash, codes or sessions. */
export function presentUser(user: {
  id: number;
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female';
  email_verified_at: Date | null;
  created_at: Date;
}) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    email_verified: user.email_verified_at !== null,
    created_at: user.created_at.toISOString(),
  };
}
export type PresentedUser = ReturnType<typeof presentUser>;
