import { Accordion, Button, Group } from '@mantine/core';
import { TitledPage } from './titled-page';
import { useT } from '../strings/i18n';

const supportPhone = '528000000000';
const topics = [
  {
    q: '¿Qué pasa si no aparece mi auto?',
    a: 'La marca o el modelo no se ofrece en línea, o tu código postal no tiene cobertura. Llámanos y te ayudamos.',
  },
  {
    q: '¿Cómo cancelo mi póliza?',
    a: 'Tienes 30 días para pedir la devolución de tu dinero si no quedaste satisfecho.',
  },
  {
    q: '¿Dónde encuentro el número de serie?',
    a: 'En tu tarjeta de circulación o en la consulta pública del REPUVE.',
  },
];

export function HelpPage() {
  const t = useT();
  return (
    <TitledPage title={t('page.help')}>
      <Accordion variant="separated">
        {topics.map((topic) => (
          <Accordion.Item key={topic.q} value={topic.q}>
            <Accordion.Control>{topic.q}</Accordion.Control>
            <Accordion.Panel>{topic.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group>
        <Button component="a" href={`tel:+${supportPhone}`}>
          Llámanos
        </Button>
        <Button
          component="a"
          href={`https://wa.me/${supportPhone}`}
          target="_blank"
          rel="noopener"
          variant="outline"
        >
          Escríbenos por WhatsApp
        </Button>
      </Group>
    </TitledPage>
  );
}
