import { PostalCodeField } from './wizard-text-field';

/** Step 3: the postal code. */
export function PostalCodeStep() {
  return <PostalCodeField />;
}
