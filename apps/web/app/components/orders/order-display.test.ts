import type { OrderDetail } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import {
  awaitsConfirmation,
  badgeToneOf,
  formatDateTime,
  pageCountOf,
  paymentNoteOf,
  splitTrackMessage,
  timelineOf,
} from './order-display';

const at = (day: number) => `2025-03-0${day}T10:00:00.000Z`;
const history = (...states: OrderDetail['state'][]) =>
  states.map((state, i) => ({ state, stateName: state, date: at(i + 1) }));

describe('badgeToneOf (spec §4 order states)', () => {
  it('tells waiting, in progress, shipped, finished and stopped orders apart', () => {
    expect(badgeToneOf('pending_payment')).toBe('waiting');
    expect(['created', 'assembly', 'assembled'].map((s) => badgeToneOf(s as 'created'))).toEqual([
      'progress',
      'progress',
      'progress',
    ]);
    expect(badgeToneOf('shipped')).toBe('shipped');
    expect(badgeToneOf('delivered')).toBe('done');
    expect(badgeToneOf('cancelled')).toBe('stopped');
  });
});

describe('timelineOf', () => {
  it('dates every recorded state, marks the last as current and lists the steps ahead', () => {
    expect(timelineOf({ state: 'assembly', history: history('pending_payment', 'created', 'assembly') })).toEqual([
      { state: 'pending_payment', date: at(1), phase: 'done' },
      { state: 'created', date: at(2), phase: 'done' },
      { state: 'assembly', date: at(3), phase: 'current' },
      { state: 'assembled', date: null, phase: 'next' },
      { state: 'shipped', date: null, phase: 'next' },
    ]);
  });

  it('puts the whole flow ahead of an unpaid order', () => {
    const steps = timelineOf({ state: 'pending_payment', history: history('pending_payment') });
    expect(steps.map((s) => `${s.state}:${s.phase}`)).toEqual([
      'pending_payment:current',
      'created:next',
      'assembly:next',
      'assembled:next',
      'shipped:next',
    ]);
  });

  it('has nothing ahead of a shipped, delivered or cancelled order', () => {
    expect(timelineOf({ state: 'shipped', history: history('created', 'shipped') }).at(-1)).toEqual({
      state: 'shipped',
      date: at(2),
      phase: 'current',
    });
    expect(timelineOf({ state: 'cancelled', history: history('created', 'cancelled') })).toHaveLength(2);
    expect(timelineOf({ state: 'delivered', history: history('shipped', 'delivered') })).toHaveLength(2);
  });

  it('shows the current state even when the history has not recorded it', () => {
    expect(timelineOf({ state: 'created', history: [] })[0]).toEqual({
      state: 'created',
      date: null,
      phase: 'current',
    });
  });
});

describe('paymentNoteOf (the success page never claims an unconfirmed payment)', () => {
  it('says paid only when the server says so', () => {
    expect(paymentNoteOf({ paid: true, paymentMethod: 'card' }, true)).toBe('paid');
    expect(paymentNoteOf({ paid: false, paymentMethod: 'card' }, true)).toBe('pending');
    expect(paymentNoteOf({ paid: false, paymentMethod: 'card' }, false)).toBe('unconfirmed');
  });

  it('speaks of the e-mailed instructions for a bank transfer', () => {
    expect(paymentNoteOf({ paid: false, paymentMethod: 'bank_transfer' }, true)).toBe('transfer');
    expect(paymentNoteOf({ paid: true, paymentMethod: 'bank_transfer' }, false)).toBe('paid');
  });

  it('keeps asking only while a card or PayPal confirmation may still come', () => {
    expect(awaitsConfirmation({ paid: false, paymentMethod: 'card', status: 'pending_payment' })).toBe(true);
    expect(awaitsConfirmation({ paid: true, paymentMethod: 'card', status: 'created' })).toBe(false);
    expect(awaitsConfirmation({ paid: false, paymentMethod: 'bank_transfer', status: 'pending_payment' })).toBe(false);
    expect(awaitsConfirmation({ paid: false, paymentMethod: 'card', status: 'cancelled' })).toBe(false);
  });
});

describe('pageCountOf', () => {
  it('has at least one page and rounds up', () => {
    expect([pageCountOf(0, 10), pageCountOf(10, 10), pageCountOf(11, 10)]).toEqual([1, 1, 2]);
  });
});

describe('splitTrackMessage', () => {
  it('finds the number inside the message so it can stand out', () => {
    expect(splitTrackMessage('Your parcel is on its way. Tracking number: RR1RU', 'RR1RU')).toEqual([
      'Your parcel is on its way. Tracking number: ',
      'RR1RU',
      '',
    ]);
  });
  it('keeps the number apart from a message that does not name it', () => {
    expect(splitTrackMessage('Handed to the carrier', 'RR1RU')).toEqual(['Handed to the carrier', 'RR1RU', '']);
    expect(splitTrackMessage(null, 'RR1RU')).toEqual(['', 'RR1RU', '']);
  });
});

describe('formatDateTime', () => {
  it('gives the date and the time of a state change in the page language', () => {
    expect(formatDateTime('2025-03-01T10:05:00.000Z', 'en', 'UTC')).toBe('Mar 1, 2025, 10:05 AM');
    expect(formatDateTime('2025-03-01T10:05:00.000Z', 'ru', 'UTC')).toBe('1 мар. 2025 г., 10:05');
  });
});
