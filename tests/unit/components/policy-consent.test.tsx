/** Issue 35 item 18: the consent is one sentence whose policy's name is the link, said once. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Form } from 'antd';
import { changeLanguage } from '../../../src/i18n';
import { PolicyConsent } from '../../../src/components/policy-consent';

describe('PolicyConsent', () => {
  it.each([
    ['ru', 'Я согласен с политикой обработки персональных данных', 'политикой обработки персональных данных'],
    ['en', 'I accept the personal data processing policy', 'personal data processing policy'],
  ])('%s: names the policy once, as the link', async (lang, sentence, link) => {
    await changeLanguage(lang as 'ru' | 'en');
    render(
      <MemoryRouter>
        <Form>
          <PolicyConsent />
        </Form>
      </MemoryRouter>,
    );
    expect(screen.getByRole('checkbox', { name: sentence })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent(link);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/policy');
    await changeLanguage('ru');
  });
});
