import { describe, expect, it } from 'vitest';
import { ZHandoffId } from '../../../../shared/contracts/policies';
import { PRODUCT } from '../../../../shared/domain/products';
import { handoffIdHash, handoffKey, isGenuineHandoffId, newHandoffId } from './handoff-id';
import { proposalAnswers } from './proposal';

/** Decision 0084: handoff ids carry their own tag; the proposal sends the listed answers only. */

const key = handoffKey('s'.repeat(40));

describe('handoff ids', () => {
  it('are 32 random bytes and a 16-byte tag, base64url, and verify with their key only', () => {
    const id = newHandoffId(key);
    expect(ZHandoffId.safeParse(id).success).toBe(true);
    expect(isGenuineHandoffId(key, id)).toBe(true);
    expect(isGenuineHandoffId(handoffKey('t'.repeat(40)), id)).toBe(false);
    expect(newHandoffId(key)).not.toBe(id);
  });

  it('refuse any changed character, in the random part or the tag', () => {
    const id = newHandoffId(key);
    for (let i = 0; i < id.length; i++) {
      if (id[i] === '.') continue;
      const changed = id.slice(0, i) + (id[i] === 'A' ? 'B' : 'A') + id.slice(i + 1);
      expect(isGenuineHandoffId(key, changed), `position ${i}`).toBe(false);
    }
    expect(isGenuineHandoffId(key, `${id}x`)).toBe(false);
    expect(isGenuineHandoffId(key, '')).toBe(false);
  });

  it('are stored as the hex SHA-256 of the whole id', () => {
    expect(handoffIdHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the proposal answers', () => {
  it('send the listed answers only, lists flattened by position, member rows cut to kind, birth date and gender', () => {
    const answers = proposalAnswers(PRODUCT.HEALTH_INSURANCE, {
      insuredMembers: [
        { id: 'self', dateOfBirth: '01/02/1987', gender: '2', name: 'Fatima' },
        { id: 'child', dateOfBirth: '03/04/2019', gender: '1', emiratesId: '784-2019-1234567-1' },
      ],
      emirate: 'dubai',
      city: 'dubai-marina',
      salaryBand: 'upTo4000',
      nationality: 'AE',
      emiratesId: '784-1987-1234567-1',
    });
    expect(answers).toEqual({
      'insuredMembers.0.id': 'self',
      'insuredMembers.0.dateOfBirth': '01/02/1987',
      'insuredMembers.0.gender': '2',
      'insuredMembers.1.id': 'child',
      'insuredMembers.1.dateOfBirth': '03/04/2019',
      'insuredMembers.1.gender': '1',
      emirate: 'dubai',
      city: 'dubai-marina',
    });
    expect(proposalAnswers(PRODUCT.TRAVEL_INSURANCE, { travelDates: ['01/01/2027', '14/01/2027'] })).toEqual({
      'travelDates.0': '01/01/2027',
      'travelDates.1': '14/01/2027',
    });
    expect(proposalAnswers(PRODUCT.TERM_INSURANCE, { dateOfBirth: '01/01/1990' })).toEqual({});
  });
});
