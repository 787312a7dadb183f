/**
 * Issue 14 fixes that a unit test can hold: the antd locale of each language (R6.1) and Monday
 * as the first day of the week (R8.7), the error boundary that keeps the layout, the focus after
 * "Add a child", the required mark of the booking form's adults, and the price unit per kind.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Form } from 'antd';
import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData.js';
import i18n from '../../../src/i18n';
import '../../../src/dayjs-locale';
import { antdLocale } from '../../../src/components/app-config';
import { RouteErrorBoundary } from '../../../src/components/error-boundary';
import { GuestsFields } from '../../../src/components/guests-fields';
import { priceKeys, priceUnit } from '../../../src/domain/objects';

describe('antd locale and the week (issue 14 item 5)', () => {
  it('gives antd the Russian and English locales themselves, not module wrappers', () => {
    expect(antdLocale('ru').locale).toBe('ru');
    expect(antdLocale('ru').DatePicker?.lang.locale).toBe('ru_RU');
    expect(antdLocale('ru').Form?.optional).toBe('(необязательно)');
    expect(antdLocale('en').locale).toBe('en');
  });

  it('starts the week on Monday in both languages', async () => {
    dayjs.extend(localeData);
    expect(dayjs().locale('ru').localeData().firstDayOfWeek()).toBe(1);
    await i18n.changeLanguage('en');
    expect(dayjs().localeData().firstDayOfWeek()).toBe(1);
    await i18n.changeLanguage('ru');
  });
});

function Boom(): never {
  throw new Error('Invalid per-guest surcharge');
}

describe('error boundary (issue 14 item 1)', () => {
  it('shows a message with "try again" and "home" instead of a blank page', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <header>layout header</header>
        <RouteErrorBoundary>
          <Boom />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('layout header')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'На этой странице произошла ошибка' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});

describe('guests fields', () => {
  it('moves focus into the new child after "Add a child" and back after removing (issue 14 item 12)', async () => {
    render(
      <Form>
        <GuestsFields required />
      </Form>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Добавить ребёнка/ })));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Возраст ребёнка 1/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Убрать ребёнка/ }));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Добавить ребёнка/ }));
  });

  it('marks adults required and says "whole number" for 2.5 (issue 14 items 1 and 6)', async () => {
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    function Host() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f} requiredMark="optional" initialValues={{ adults: 2.5 }}>
          <GuestsFields required />
        </Form>
      );
    }
    render(<Host />);
    expect(screen.queryByText('(необязательно)')).toBeNull();
    await act(async () => {
      await form!.validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('Введите целое число')).toBeInTheDocument();
  });
});

describe('price unit per kind (issue 14 item 21)', () => {
  it('prices meeting rooms and the hall by the day, the rest by the night', () => {
    expect(priceUnit('meeting_room')).toBe('day');
    expect(priceUnit('conference_hall')).toBe('day');
    expect(priceUnit('apartment')).toBe('night');
    expect(priceKeys('office')).toEqual({ per: 'search.perNight', total: 'search.totalFor' });
    expect(i18n.t(priceKeys('meeting_room').total, { amount: '1 ₽', count: 2 })).toBe('1 ₽ за 2 дня');
  });
});
