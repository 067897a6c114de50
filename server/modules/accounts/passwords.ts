import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1): ≈ 19 ms per hash on this machine. */
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | null = null;
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('jaliya-timing-equaliser');
  return dummyHash.then((h) => verifyPassword(h, password));
}

/**
 * The most common leaked passwords of 8+ characters (from public breach top lists), refused at
 * register, reset and change. Compared case-insensitively.
 */
const common = new Set(
  `12345678 123456789 1234567890 12345678910 password password1 password12 password123 password1234 passw0rd p@ssw0rd
p@ssword qwertyuiop qwerty123 qwerty1234 qwertyui 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 1qaz2wsx 1qazxsw2
zaq12wsx zaq1zaq1 abcd1234 abc12345 abcdefgh 11111111 111111111 1111111111 00000000 000000000 0000000000 88888888
87654321 987654321 9876543210 12341234 11223344 12121212 123123123 123321123 147258369 159753456 741852963 iloveyou
iloveyou1 iloveyou2 sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball superman
batman123 trustno1 letmein1 welcome1 welcome123 whatever dragon123 monkey123 starwars master123 michael1 jennifer
jordan23 liverpool chelsea1 arsenal1 computer internet samsung1 google123 facebook myspace1 shadow12 charlie1
changeme changeme1 default1 administrator admin123 admin1234 adminadmin rootroot secret123 freedom1 loveme123
lovely123 babygirl1 asdfghjkl asdfasdf asdf1234 zxcvbnm1 zxcvbnmasd 1234qwer qwer1234 q1w2e3r4t5y6 aaaaaaaa
password! password@ welcome! football! 123456789a a123456789 1234567a 12345678a 12345qwert qwert12345 test1234
testtest guest123 mustang1 pokemon1 hello123 helloworld 1234abcd 123abc123 abc123456 alhamdulillah bismillah
allahakbar muhammad mohammed1 palestine lebanon1 dearborn michigan1 jaliya123`.split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
