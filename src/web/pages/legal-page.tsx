import { Stack, Text, Title } from '@mantine/core';
import { TitledPage } from './titled-page';
import { useT } from '../strings/i18n';
import type { StringKey } from '../strings/catalogue';
import { privacyNotice, termsAndConditions, usagePolicy, type LegalDocument } from './legal-texts';

function LegalPage({ titleKey, document }: { titleKey: StringKey; document: LegalDocument }) {
  const t = useT();
  return (
    <TitledPage title={t(titleKey)} intro={`Última actualización: ${document.updated}`}>
      {document.sections.map((section) => (
        <Stack key={section.heading} gap="xs">
          <Title order={2} fz="h3">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </TitledPage>
  );
}

export const TermsPage = () => <LegalPage titleKey="page.terms" document={termsAndConditions} />;
export const PrivacyPage = () => <LegalPage titleKey="page.privacy" document={privacyNotice} />;
export const UsagePolicyPage = () => <LegalPage titleKey="page.usage" document={usagePolicy} />;
