/**
 * The product description's e-mail rule (§5): non-space, @, non-space, a dot, more characters.
 * Kept free of zod so browser code (the footer's subscribe box) can use it without shipping zod.
 */
export const emailMax = 254;
export const emailPattern = /^\S+@\S+\.\S+$/;
export const isValidEmail = (value: string) => emailPattern.test(value) && value.length <= emailMax;
