/** A login's e-mail and password: they travel in the login event only, never in a context. */
export interface LoginAttempt {
  emailAddress: string;
  password: string;
}

/** The e-mail and password of a login event (the thank-you page's or the account page's). */
export const loginAttemptOf = ({ event }: { event: unknown }): LoginAttempt => {
  const { emailAddress, password } = event as LoginAttempt;
  return { emailAddress, password };
};

/** Both typed: a blank one is refused in the login's own words, with no call. */
export const loginIsFilledIn = (args: { event: unknown }) => {
  const { emailAddress, password } = loginAttemptOf(args);
  return emailAddress.trim() !== '' && password !== '';
};
