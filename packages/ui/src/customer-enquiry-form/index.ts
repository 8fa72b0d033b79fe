export { CustomerEnquiryForm } from './CustomerEnquiryForm';
export type { CustomerEnquiry, CustomerEnquiryFormProps, CustomerEnquiryOutcome } from './CustomerEnquiryForm';
export { customerEnquiryFormLabels } from './labels';
export type { CustomerEnquiryFormLabels } from './labels';
