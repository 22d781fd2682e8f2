import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { quotationMachine } from '../../../machines/quotation/quotation.machine';
import { selectQuotesOfPackage } from '../../../machines/quotation/quotation.selectors';
import { insurers } from '../../domain/insurers';
import { LiveRegion } from '../a11y/live-announcer';
import { useQuotation } from '../machines/use-quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';

type Snapshot = SnapshotFrom<typeof quotationMachine>;

const selectRound = ({ context }: Snapshot) => context.round;
const selectPendingInsurers = ({ context }: Snapshot) =>
  [...new Set(context.pending.map((job) => job.providerCode))].join();
const selectCheapest = (snapshot: Snapshot) =>
  selectQuotesOfPackage(snapshot.context.currentPackage)(snapshot)[0] ?? null;

/**
 * Screen readers hear the round's progress ('5 de 8 aseguradoras respondieron'), then the
 * cheapest price, in a polite live region. The insurers asked are those seen waiting in this
 * round (every request is pending when the round starts).
 */
export function QuoteProgressAnnouncement() {
  const t = usePageT(resultsText);
  const format = useFormat();
  const round = useQuotation(selectRound);
  const pending = useQuotation(selectPendingInsurers);
  const cheapest = useQuotation(selectCheapest);
  const waiting = pending ? pending.split(',') : [];
  // Remembers every insurer seen waiting this round (React's "adjust state while rendering").
  const [asked, setAsked] = useState({ round, insurers: waiting });
  const known = asked.round === round ? asked.insurers : [];
  if (asked.round !== round || waiting.some((insurer) => !known.includes(insurer))) {
    setAsked({ round, insurers: [...new Set([...known, ...waiting])] });
  }
  const total = new Set([...known, ...waiting]).size;

  let message = '';
  if (waiting.length > 0) {
    message = interpolate(t('resultsProgress.answered'), {
      answered: total - waiting.length,
      total,
    });
  } else if (total > 0 && cheapest) {
    message = interpolate(t('resultsProgress.cheapest'), {
      price: format.money(cheapest.discountPrice),
      insurer: insurers[cheapest.providerCode].displayName,
    });
  }
  return <LiveRegion message={message} />;
}
