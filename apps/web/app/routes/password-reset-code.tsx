import { featurePage } from '../ui/feature-page';

const page = featurePage('page.passwordResetCode.title');

export const meta = page.meta;
export default page.Component;
