/** The one address of a lead (decision 0030): every capture point, listing and popup posts here. */
export const LEAD_URL = '/api/lead_details';
