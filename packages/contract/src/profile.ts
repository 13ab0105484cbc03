import { z } from 'zod';
import { defineCall } from './call.js';

/** A saved address template of the customer, names in the request language. */
export const savedAddress = z
  .object({
    id: z.string(),
    name: z.string(),
    countryCode: z.string(),
    countryName: z.string().nullable(),
    zone: z.string().nullable(),
    zoneName: z.string().nullable(),
    city: z.string(),
    address: z.string(),
    postalCode: z.string(),
  })
  .meta({ id: 'SavedAddress' });

export const personalInfo = z
  .object({
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
    addresses: z.array(savedAddress),
  })
  .meta({ id: 'PersonalInfo' });

export type SavedAddress = z.infer<typeof savedAddress>;
export type PersonalInfo = z.infer<typeof personalInfo>;

export const profileCalls = {
  personal: defineCall({
    id: 'getPersonalInfo',
    method: 'GET',
    path: '/profile/personal',
    summary: 'Personal information of the signed-in customer, with saved addresses',
    tag: 'profile',
    auth: 'customer',
    response: personalInfo,
  }),
};
