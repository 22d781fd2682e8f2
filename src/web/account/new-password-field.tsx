import { List, PasswordInput } from '@mantine/core';
import { passwordRules, type PasswordRuleKey } from '../../domain/account/password-rules';
import { usePageT } from '../strings/i18n';
import { accountText, type AccountTextKey } from '../strings/page-text/account';

const ruleNames: Record<PasswordRuleKey, AccountTextKey> = {
  length: 'thankYou.rule.length',
  upper: 'thankYou.rule.upper',
  digit: 'thankYou.rule.digit',
  special: 'thankYou.rule.special',
};

/**
 * A new account password, with each rule of src/domain/account/password-rules.ts listed under it and
 * marked as it is met (the thank-you page and the e-mailed link's page).
 */
export function NewPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}) {
  const t = usePageT(accountText);
  return (
    <>
      <PasswordInput
        label={t('thankYou.password')}
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        errorProps={{ id: `${id}-error` }}
        // Set by hand: Mantine's own aria-describedby gives way to the rules list's.
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-rules` : `${id}-rules`}
        autoComplete="new-password"
      />
      <List id={`${id}-rules`} size="sm" spacing={2}>
        {passwordRules.map((rule) => {
          const met = rule.isMet(value);
          return (
            // One marker per rule: the item's icon, a tick once the rule is met.
            <List.Item key={rule.key} fw={met ? 600 : 400} icon={met ? '✓' : '•'}>
              {t(ruleNames[rule.key])} ({met ? t('thankYou.met') : t('thankYou.notMet')})
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
