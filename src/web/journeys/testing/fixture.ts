import type { TForm } from '../../../shared/contracts/journey';

/**
 * A small two-form journey for the unit tests, shaped like the seeded car journey: a screen switched off by
 * its constraint (proof of claim-free years when there are none), a STEP into the contact form.
 */
export const vehicleForm: TForm = {
  formKey: 'car.vehicle',
  stage: 1,
  title: 'Your car',
  screens: [
    {
      stepNo: 1,
      title: 'Car',
      fields: [
        {
          fieldId: 'carMake',
          label: 'Make',
          fieldType: 'select',
          width: 50,
          validations: [{ type: 'required' }],
          optionsSource: { url: '/api/options/vehicle-makes', params: [] },
        },
        {
          fieldId: 'carModel',
          label: 'Model',
          fieldType: 'select',
          width: 50,
          validations: [{ type: 'required' }],
          optionsSource: { url: '/api/options/vehicle-models/:carMake', params: ['carMake'] },
        },
      ],
    },
    {
      stepNo: 2,
      title: 'Claims',
      fields: [
        {
          fieldId: 'noClaimYears',
          label: 'Years without a claim',
          fieldType: 'select',
          width: 100,
          validations: [{ type: 'required' }],
          options: [
            { id: '0', label: 'None' },
            { id: '2', label: '2 years' },
          ],
        },
      ],
    },
    {
      stepNo: 3,
      title: 'Proof',
      fields: [
        {
          fieldId: 'noClaimProof',
          label: 'Proof',
          fieldType: 'radio',
          width: 100,
          validations: [{ type: 'required' }],
          constraints: 'noClaimYears > 0',
          options: [
            { id: '1', label: 'No-Claim letter' },
            { id: '2', label: 'Self declaration form' },
          ],
        },
      ],
    },
    {
      stepNo: 4,
      title: 'Value',
      fields: [
        {
          fieldId: 'carValue',
          label: 'Car value',
          fieldType: 'input',
          inputKind: 'number',
          width: 50,
          validations: [{ type: 'required' }, { type: 'range', min: 5000, max: 5000000 }],
          value: 40000,
        },
      ],
    },
  ],
  nextButton: {
    label: 'Continue',
    action: { url: '/api/enquiry', method: 'POST', urlParams: [] },
    events: [],
  },
};

export const contactForm: TForm = {
  formKey: 'car.contact',
  stage: 2,
  screens: [
    {
      stepNo: 1,
      title: 'Contact',
      fields: [
        {
          fieldId: 'name',
          label: 'Full name',
          fieldType: 'input',
          inputKind: 'name',
          trackingId: 'name',
          width: 100,
          validations: [{ type: 'required' }],
        },
        {
          fieldId: 'email',
          label: 'Email',
          fieldType: 'input',
          inputKind: 'email',
          trackingId: 'email',
          width: 100,
          validations: [{ type: 'required' }],
        },
        {
          fieldId: 'mobileNumber',
          label: 'Mobile number',
          fieldType: 'mobile',
          trackingId: 'mobileNumber',
          width: 100,
          validations: [
            { type: 'required', errorMessage: 'rules:mobile.required' },
            { type: 'regex', pattern: '^5[024568][0-9]{7}$', errorMessage: 'rules:mobile.invalid' },
          ],
        },
      ],
    },
  ],
  nextButton: {
    label: 'Get my quotes',
    action: { url: '/api/prequote_enquiry/:stageNo', method: 'PUT', urlParams: ['stageNo'] },
    events: [],
  },
};

export const TODAY = { year: 2026, month: 3, day: 15 };
