/**
 * What the account calls answer (ours: the specs show no wording). Failures never say whether
 * an e-mail has an account: a wrong password and an unknown e-mail read alike.
 */
export const accountMessages = {
  loginFailed: 'El correo o la contraseña no son correctos.',
  tooManyAttempts:
    'Demasiados intentos. Por seguridad espera unos minutos antes de intentarlo de nuevo.',
  linkSent:
    'Te enviamos un correo con un enlace para crear tu contraseña. Revisa tu bandeja de entrada.',
  linkInvalid: 'Este enlace para crear tu contraseña ya no es válido. Pide uno nuevo.',
  signInRequired: 'Inicia sesión para ver tu póliza.',
  loggedOut: 'Cerraste tu sesión.',
} as const;

/**
 * POST /api/user/sign-up answers one of two things. `signed-in`: this browser bought the policy
 * of that e-mail (the purchase's grant) and the account is ready. `link-sent`: anything else,
 * whether or not the e-mail has an account; the address's owner sets the password from the link.
 */
export type SignUpAnswer =
  { status: 'signed-in'; userId: string } | { status: 'link-sent'; message: string };

/** POST /api/user/login and /api/user/set-password: the account this browser is signed in to. */
export interface SignedInAccount {
  userId: string;
  firstName?: string;
}
