/**
 * Polite live announcements. Usage:
 *   <LiveAnnouncerProvider> once around the app (it renders one hidden role=status region);
 *   const announce = useAnnounce(); announce(t('…'));   // from any view, e.g. after an action
 * or, for a message that follows state (the results' progress), render in place:
 *   <LiveRegion message={text} />
 * Screen readers read a polite region's new text when they are idle; the region itself must be
 * in the page before its text changes, which is why both render an (empty) region up front.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';

const AnnounceContext = createContext<(message: string) => void>(() => {});

export function LiveAnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // The same text twice must still be read: clear it first, then set it on the next frame.
  const announce = useCallback((text: string) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(text));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <LiveRegion message={message} />
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);

export function LiveRegion({ message }: { message: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
