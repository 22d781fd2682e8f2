import { Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  selectCustomisePanel,
  selectOffersCustomising,
} from '../../../machines/quotation/quotation.selectors';
import { laterModule } from '../site/later-module';
import { LaterDrawer } from '../site/later-overlays';
import { LeavePrompt } from '../site/leave-prompt';
import { useLaterModule } from '../site/use-later-module';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';

/** The form loads with the drawer, when the panel first opens: both are asked for at once. */
const customiseForm = laterModule(() => import('./customise-form'));

/** 'Los cambios hechos podrían perderse. ¿Deseas continuar?' when leaving with unapplied edits. */
function CustomiseLeavePrompt() {
  const asking = useQuotation((s) => selectCustomisePanel(s).askingBeforeLeaving);
  const intents = useQuotationIntents();
  return (
    <LeavePrompt opened={asking} onStay={intents.cancelLeave} onLeave={intents.confirmLeave} />
  );
}

/** 'Personaliza tu póliza': the button that opens it and the panel (a drawer; a sheet on phones). */
export function CustomisePanel() {
  const t = usePageT(resultsText);
  const opened = useQuotation((s) => selectCustomisePanel(s).opened);
  const hasQuote = useQuotation(selectOffersCustomising);
  const intents = useQuotationIntents();
  const phone = useMediaQuery('(max-width: 48em)');
  const form = useLaterModule(customiseForm, opened);
  if (!hasQuote) return null;
  return (
    <>
      <Group>
        <Button variant="outline" onClick={intents.openCustomise}>
          {t('customise.title')}
        </Button>
      </Group>
      <LaterDrawer
        opened={opened}
        ready={form !== undefined}
        onClose={intents.closeCustomise}
        title={t('customise.title')}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '90%' : 'md'}
        closeButtonProps={{ 'aria-label': t('customise.close') }}
      >
        {opened && form && <form.CustomiseForm />}
      </LaterDrawer>
      <CustomiseLeavePrompt />
    </>
  );
}
