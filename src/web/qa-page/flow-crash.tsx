import { Alert, Button } from '@mantine/core';
import { forgetStoredApp } from '../flow-hooks/stored-app';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';

/**
 * What a flow's section on /flows shows when something QA sent made it fail: the rest of the
 * app keeps running, and the button starts the flows afresh (the stored snapshot is dropped,
 * since it may hold the data that failed).
 */
export function FlowCrash() {
  const t = usePageT(flowsText);
  const restart = () => {
    forgetStoredApp();
    window.location.reload();
  };
  return (
    <Alert color="red" role="alert" title={t('flows.crashed')}>
      <Button onClick={restart}>{t('flows.restart')}</Button>
    </Alert>
  );
}
