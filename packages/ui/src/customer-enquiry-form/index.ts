export { CustomerEnquiryForm } from './CustomerEnquiryForm';
export type { CustomerEnquiry, CustomerEnquiryFormProps, CustomerEnquiryOutcome } from './CustomerEnquiryForm';
export { CustomerCentre } from './CustomerCentre';
export type { CustomerCentreProps } from './CustomerCentre';
export { customerCentreLabels, customerEnquiryFormLabels } from './labels';
export type { CustomerCentreLabels, CustomerEnquiryFormLabels } from './labels';
