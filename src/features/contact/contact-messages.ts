import { defineMessages } from '../../contract/i18n.ts';

/** The contact page, its form and the office map; the Urdu is in contact-messages.ur.ts. */
export const contactMessages = defineMessages('contact', {
  title: 'Contact Us',
  heading: 'We would love to hear from you',
  lead: 'A question about a listing, your account or working with us? Call, write, or send a message below.',
  office: 'Our office',
  phone: 'Phone',
  web: 'Web',
  email: 'E-mail',
  formTitle: 'Send us a message',
  formLead: 'All fields are required. We will reply to the e-mail address you give.',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  phoneNumber: 'Phone Number',
  subject: 'Subject',
  message: 'Message',
  submit: 'Submit Message',
  address: 'Karachi, Sindh, Pakistan',
  mapTitle: (address: string) => `Map of our office in ${address}`,
  openMap: 'Open the map',
});
