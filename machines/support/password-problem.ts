import * as v from 'valibot';
import { passwordSchema } from '../../src/domain/validation';

/** The first rule a new password breaks (passwordSchema's Spanish message), or undefined. */
export function passwordProblem(password: string): string | undefined {
  const result = v.safeParse(passwordSchema, password);
  return result.success ? undefined : result.issues[0].message;
}
