import { FlowPage } from '../components/flow-page';

export const AboutPage = () => <FlowPage title="page.about" />;
