/**
 * Issue 35 item 18: the consent is one sentence whose policy's name is a link, said once; since
 * docs/rules.md R21.1 the consent itself is a separate document with its own link.
 */
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
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${sentence} `) })).toBeInTheDocument();
    const [policy, consent] = screen.getAllByRole('link');
    expect(policy).toHaveTextContent(link);
    expect(policy).toHaveAttribute('href', '/legal/privacy');
    expect(consent).toHaveAttribute('href', '/legal/consent/personal_data');
    expect(consent).toHaveAttribute('target', '_blank');
    await changeLanguage('ru');
  });
});
