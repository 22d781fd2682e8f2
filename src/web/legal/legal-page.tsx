import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { TitledPage } from '../components/titled-page';
import { useLocale, usePageT } from '../strings/i18n';
import { legalText, type LegalTextKey } from '../strings/page-text/legal';
import { interpolate } from '../strings/interpolate';
import type { LegalClause } from './legal-document';
import { legalDocuments, namedLegalDocument, type LegalDocumentName } from './legal-documents';
import { useBrand } from '../brands/brand-context';
import { clientConfig } from '../config';
import { formatDate } from '../strings/format';
import { BrokerRegistration } from '../shell/broker-registration';
import './legal.css';

/**
 * A legal page in the current language, naming the operating broker and the brand shown: its
 * date, a linked table of contents, the clauses.
 */
function LegalPage({ titleKey, name }: { titleKey: LegalTextKey; name: LegalDocumentName }) {
  const t = usePageT(legalText);
  const { locale } = useLocale();
  const brand = useBrand();
  const document = namedLegalDocument(legalDocuments[name][locale], {
    broker: clientConfig.brokerName,
    site: brand.name,
  });
  const contentsId = useId();
  return (
    <TitledPage
      title={t(titleKey)}
      intro={interpolate(t('legal.updated'), { date: formatDate(locale, document.updated) })}
    >
      <div className="legal-document">
        <Stack gap="lg">
          <Button
            variant="light"
            w="fit-content"
            onClick={() => window.print()}
            className="legal-print-button"
          >
            {t('legal.print')}
          </Button>
          <Text>{document.intro}</Text>
          <BrokerRegistration />
          <nav aria-labelledby={contentsId}>
            <Title order={2} fz="h3" id={contentsId} mb="xs">
              {t('legal.contents')}
            </Title>
            <ContentsList clauses={document.clauses} />
          </nav>
          {document.clauses.map((clause) => (
            <ClauseSection key={clause.id} clause={clause} level={2} />
          ))}
        </Stack>
      </div>
    </TitledPage>
  );
}

/** Plain <ol>/<li>: Mantine's List.Item wraps its content in a <span>, where a list may not go. */
function ContentsList({ clauses }: { clauses: LegalClause[] }) {
  return (
    <ol className="legal-contents">
      {clauses.map((clause) => (
        <li key={clause.id}>
          <Anchor href={`#${clause.id}`}>{clause.heading}</Anchor>
          {clause.clauses && <ContentsList clauses={clause.clauses} />}
        </li>
      ))}
    </ol>
  );
}

function ClauseSection({ clause, level }: { clause: LegalClause; level: 2 | 3 }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={clause.id} className="legal-clause">
      <Title order={level} fz={level === 2 ? 'h3' : 'h4'} id={clause.id}>
        {clause.heading}
      </Title>
      {clause.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {clause.items && (
        <List spacing={4}>
          {clause.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {clause.clauses?.map((subClause) => (
        <ClauseSection key={subClause.id} clause={subClause} level={3} />
      ))}
    </Stack>
  );
}

export const TermsPage = () => <LegalPage titleKey="page.terms" name="terms" />;
export const PrivacyPage = () => <LegalPage titleKey="page.privacy" name="privacy" />;
export const UsagePolicyPage = () => <LegalPage titleKey="page.usage" name="usage" />;
