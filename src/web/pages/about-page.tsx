import { FlowPage } from './flow-page';

export const AboutPage = () => <FlowPage title="page.about" />;
