/**
 * Limits the spec leaves open (spec §5 "Length bounds beyond those above: not shown"); see docs/decisions. Without zod,
 * so a form page can show them before zod has loaded (docs/decisions/042).
 */
export const limits = {
  emailMax: 254,
  nameMax: 50,
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 6,
  /** argon2 cost grows with input; 128 characters is far beyond any human password. */
  passwordMax: 128,
} as const;
