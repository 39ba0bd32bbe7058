import { featurePage } from '../ui/feature-page';

const page = featurePage('page.questions.title', 'page.questions.lead');

export const meta = page.meta;
export default page.Component;
