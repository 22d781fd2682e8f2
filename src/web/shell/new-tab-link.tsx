import { Anchor, Button, VisuallyHidden, type AnchorProps, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../strings/i18n';

/** Opens a new tab that gets no handle on this page (window.opener) and no referrer. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Tells screen readers that a link opens a new tab. */
export function NewTabNotice() {
  const t = useT();
  return <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>;
}

/**
 * A link that opens in a new tab without giving the new page a handle on this one
 * (rel noopener noreferrer); screen readers hear that it opens a new tab.
 */
export function NewTabLink({
  href,
  children,
  ...anchorProps
}: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} {...newTabProps} {...anchorProps}>
      {children}
      <NewTabNotice />
    </Anchor>
  );
}

/** The same, drawn as a button: a call to action that leaves for another site. */
export function NewTabButton({
  href,
  children,
  ...buttonProps
}: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button component="a" href={href} {...newTabProps} {...buttonProps}>
      {children}
      <NewTabNotice />
    </Button>
  );
}
