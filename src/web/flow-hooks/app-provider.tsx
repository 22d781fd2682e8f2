/**
 * The React binding of the app machine (machines/app). Views never build events nor decide a
 * route; they read with a typed selector hook and act with a flow's intents hook.
 *
 * - `<AppProvider>` starts the app actor once: restored from sessionStorage (every flow, the
 *   carts included, sanitised by the app's rule, which applies each flow's; a stored quotation
 *   or cart once its code is loaded) and persisted back (throttled, resting states only); it reports each page entered (`app.routeEntered`), applies the navigation
 *   the machine requests and keeps the API client's language on the site's (the server writes
 *   mails and PDFs in it); the app machine sets the calls' partner code to the session's.
 * - `useApp(selector)` reads the app's own state (machines/app/app.selectors.ts).
 * - Per flow, `useXxx(selector)` reads it (a flow the app starts and stops, inside its
 *   `<FlowScope>`, flow-scope.tsx) and
 *   `useXxxIntents()` gives named functions: `useSession`, `useQuoteWizard`, `useQuotation`,
 *   `useIndividualCart`, `useCompanyCart` (use-session.ts, use-quote-wizard.ts,
 *   use-quotation.ts, use-carts.ts).
 * - `useRegisteredActor(name)` and `useEventLog()` serve the /flows page and its inspector.
 * - `<AppActorProvider actor>` gives an already running app actor to the views (tests).
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  startTransition,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Cookies from 'js-cookie';
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { createApi, type Api } from '../../api';
import { createSandboxCardGateway } from '../../api/card-gateway';
import { readArrivalParams } from '../../domain/site/arrival';
import { createAppMachine } from '../../../machines/app/app.actors';
import type { appMachine } from '../../../machines/app/app.machine';
import { sanitiseAppSnapshot } from '../../../machines/app/app.sanitise';
import { loadPurchaseFlows, runsPurchaseFlow } from '../../../machines/app/purchase-flows-loading';
import { loadQuotation, runsQuotation } from '../../../machines/app/quotation-loading';
import {
  createRestoredActor,
  peekPersistedSnapshot,
  persistActor,
} from '../../../machines/support/persistence';
import type { Analytics } from '../analytics/analytics';
import { clientConfig } from '../config';
import { createEventLog, type EventLog } from './event-log';
import { saveFile } from './save-file';
import { appStorageKey } from './stored-app';
import { useLocale, type Locale } from '../strings/i18n';
import { useHydrated } from '../prerendered-html';
import { endEarlyPresses } from '../site/early-presses';
import { nextTask } from '../site/next-task';

export type AppActor = Actor<typeof appMachine>;

interface RunningApp {
  actor: AppActor;
  eventLog: EventLog;
  /** The app's API client (the session's partner code), for a page's own flow. */
  api?: Api;
}

const AppContext = createContext<RunningApp | null>(null);

/** `?inspect` attaches Stately's browser inspector (it opens stately.ai) to every flow. */
async function loadStatelyInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}

/** Where the tab's app is stored. */
const appStorage = () => ({ storage: window.sessionStorage, key: appStorageKey });

/**
 * A tab that stored a quotation, a cart or the thank-you page's flow restores it only once that
 * flow's code is there; any other tab loads the quotation's code when a quote is asked for and
 * the purchase flows' when a quotation is selected.
 */
async function loadStoredFlows(): Promise<void> {
  const stored = peekPersistedSnapshot(appStorage());
  if (!stored) return;
  await Promise.all([
    runsQuotation(stored) && loadQuotation(),
    runsPurchaseFlow(stored) && loadPurchaseFlows(),
  ]);
}

/** The app machine on the browser's services: the API, cookies, the card gateway, files. */
function appMachineOn(api: Api, analytics: Analytics) {
  return createAppMachine({
    api,
    cookies: { set: (name, value, options) => void Cookies.set(name, value, options) },
    cardGateway: createSandboxCardGateway(api.http),
    saveFile,
    reportTransaction: (transaction) => analytics.transaction(transaction),
  });
}

const appApi = (language: Locale) =>
  createApi({
    bearerToken: clientConfig.bearerToken,
    partnerCode: clientConfig.partnerCode,
    language,
  });

/**
 * The app as a first visit without a session starts it, created and never started (nothing
 * runs, nothing is asked of the server): what a prerendered page is drawn from, at build time
 * and again by the browser's first render, which must draw the same page (hydration). The
 * browser's own app (the tab's session restored) replaces it right after.
 */
function pristineApp(path: string, analytics: Analytics, language: Locale): RunningApp {
  const api = appApi(language);
  const actor = createActor(appMachineOn(api, analytics), {
    id: 'app',
    input: {
      arrival: readArrivalParams(''),
      path,
      partnerCode: api.http.partnerCode,
      origin: '',
      googleAnalyticsId: clientConfig.ga4MeasurementId,
    },
  });
  return { actor, eventLog: createEventLog(), api };
}

function startApp(
  navigate: (to: string) => void,
  analytics: Analytics,
  language: Locale,
  statelyInspector?: (event: InspectionEvent) => void,
) {
  const api = appApi(language);
  const machine = appMachineOn(api, analytics);
  const eventLog = createEventLog();
  const storage = appStorage();
  const firstVisit = storage.storage.getItem(storage.key) === null;
  const arrival = readArrivalParams(window.location.search);
  // A stored app it cannot run is deleted; the fresh one tells the visitor (restoreRefused).
  const actor = createRestoredActor(machine, storage, (restoreRefused) => ({
    id: 'app',
    input: {
      arrival,
      path: window.location.pathname,
      partnerCode: api.http.partnerCode,
      origin: window.location.origin,
      googleAnalyticsId: clientConfig.ga4MeasurementId,
      restoreRefused,
    },
    inspect: (event) => {
      eventLog.record(event);
      statelyInspector?.(event);
    },
  }));
  const persistence = persistActor(actor, { ...storage, sanitise: sanitiseAppSnapshot });
  actor.on('navigation.requested', (event) => navigate(event.to));
  actor.start();
  // A restored tab kept its session: the URL's promo or cart, if new to it, wins (the machine
  // decides), and the calls carry the session's partner code (the app machine gives it to `api`).
  actor.send({ type: 'app.urlOpened', arrival });
  return {
    running: { actor, eventLog, api },
    stop() {
      persistence.stop();
      actor.stop();
    },
    flush: () => persistence.flush(),
    firstVisit,
  };
}

/**
 * Starts the app's flows once and gives them to the views; children render once they run.
 * `loadPageAt` loads the page module of a path (the routes' own; it never fails).
 */
export function AppProvider({
  analytics,
  loadPageAt,
  children,
}: {
  analytics: Analytics;
  loadPageAt: (pathname: string) => Promise<void>;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const { pathname } = useLocation();
  const { locale } = useLocale();
  // A prerendered page is hydrated from the pristine app; a page the browser draws alone waits
  // for the tab's own app.
  const hydrated = useHydrated();
  const [running, setRunning] = useState<RunningApp | null>(() =>
    hydrated ? null : pristineApp(pathname, analytics, locale),
  );
  const localeRef = useRef(locale);
  const startedApp = useRef<{ running: RunningApp; firstVisit: boolean }>(undefined);

  useEffect(() => {
    let started: ReturnType<typeof startApp> | undefined;
    let cancelled = false;
    const start = async () => {
      const [inspect] = await Promise.all([loadStatelyInspector(), loadStoredFlows()]);
      // A task of its own: a first tap may have hydrated the page, and must paint first.
      await nextTask();
      if (cancelled) return;
      started = startApp((to) => navigateRef.current(to), analytics, localeRef.current, inspect);
      const { running } = started;
      startedApp.current = { running, firstVisit: started.firstVisit };
      // The app hears the page before the routes draw it: a page it sends the visitor away from
      // (a purchase page without a cart) is never painted, and the page it sends to is loaded
      // first, so nothing moves once drawn (no layout shift). The effect below tells the same
      // page again, which changes nothing: the app's answer to a page is its state's.
      running.actor.send({ type: 'app.routeEntered', path: location.pathname });
      await loadPageAt(location.pathname);
      if (cancelled) return;
      // Every view redraws from the tab's own app: in slices, not one long task.
      startTransition(() => setRunning(running));
    };
    void start();
    const flush = () => started?.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', flush);
      started?.stop();
    };
  }, [analytics, loadPageAt]);

  useEffect(() => {
    running?.actor.send({ type: 'app.routeEntered', path: pathname });
  }, [running, pathname]);

  // Buttons a prerendered page kept pressed act now that the tab's own app runs. On a first
  // visit it is the app the page was drawn from; a restored tab redraws another state, where a
  // press on the drawing may mean something else.
  useEffect(() => {
    const started = startedApp.current;
    if (running && running === started?.running)
      endEarlyPresses({ pressAgain: started.firstVisit });
  }, [running]);

  useEffect(() => {
    localeRef.current = locale;
    running?.api?.http.setLanguage(locale);
  }, [running, locale]);

  return running && <AppContext.Provider value={running}>{children}</AppContext.Provider>;
}

/** Gives an already running app actor to the views (tests run it on fake actors). */
export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  const running = useMemo(() => ({ actor, eventLog: createEventLog() }), [actor]);
  return <AppContext.Provider value={running}>{children}</AppContext.Provider>;
}

function useRunningApp(): RunningApp {
  const running = useContext(AppContext);
  if (!running) throw new Error('The app’s views need an AppProvider above them.');
  return running;
}

export const useAppActor = (): AppActor => useRunningApp().actor;
export const useEventLog = (): EventLog => useRunningApp().eventLog;

/** The app's API client; a page whose flow runs outside the app machine starts it on this. */
export function useApi(): Api {
  const { api } = useRunningApp();
  if (!api) throw new Error('This view needs the app’s API client (an AppProvider).');
  return api;
}
