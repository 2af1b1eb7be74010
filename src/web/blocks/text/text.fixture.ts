import type { TBlockOf } from '../../../shared/contracts/blocks';

export const textFixture: TBlockOf<'TEXT'> = {
  type: 'TEXT',
  key: 'health-insurance-dha-rules',
  title: 'Health insurance rules in Dubai',
  contentType: 'html',
  content:
    '<p>Health insurance is mandatory for every resident of Dubai. Employers must cover their employees, ' +
    'and sponsors must insure their dependants.</p>' +
    '<p>Plans on Sahel Compare list the annual limit, the network of clinics and the co-payment, ' +
    'for example <em>20% up to AED 500 per visit</em>. Read the <a href="/health-insurance/articles/dubai-health-insurance-law/">' +
    'full guide to the Dubai health insurance law</a> before you buy.</p>',
};

export const textWithoutTitleFixture: TBlockOf<'TEXT'> = {
  type: 'TEXT',
  key: 'travel-insurance-note',
  contentType: 'html',
  content:
    '<p>Travel insurance is required for a Schengen visa. Cover from Desert Rose Insurance starts at ' +
    '<strong>AED 45</strong> for a week-long trip.</p>',
};

export const textFixtures: TBlockOf<'TEXT'>[] = [textFixture, textWithoutTitleFixture];
