/** The search map: tiles from the configured URL when there is one, the static plan otherwise. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../src/i18n';
import { ComplexPlan } from '../../../src/components/complex-plan';

const buildings = [
  { id: 1, name: 'Корпус «Исеть»', address: 'ул. Малышева, 51, корпус 1' },
  { id: 2, name: 'Корпус «Плотинка»', address: 'ул. Малышева, 51, корпус 2' },
];
const details = {
  1: { ...buildings[0], lat: 56.8356, lng: 60.6109, floors: 25, description: '', photo: '', objectsCount: 62 },
  2: { ...buildings[1], lat: 56.8348, lng: 60.6131, floors: 12, description: '', photo: '', objectsCount: 52 },
};

describe('ComplexPlan', () => {
  it('draws tiles from the configured URL and keeps the markers and Yandex links', () => {
    const { container } = render(
      <ComplexPlan
        buildings={buildings}
        details={details}
        counts={{ 1: 3, 2: 0 }}
        tileUrl="http://tiles.local/{z}/{x}/{y}.png"
      />,
    );
    const tiles = screen.getAllByTestId('map-tile');
    expect(tiles.length).toBeGreaterThan(3);
    expect(tiles[0].getAttribute('href')).toMatch(/^http:\/\/tiles\.local\/17\/\d+\/\d+\.png$/);
    const markers = container.querySelectorAll('button[data-testid="plan-marker"]');
    expect(markers).toHaveLength(2);
    const [a, b] = [...markers].map((m) => [Number(m.getAttribute('data-x')), Number(m.getAttribute('data-y'))]);
    expect(b[0]).toBeGreaterThan(a[0]); // Plotinka lies east of Iset
    expect(b[1]).toBeGreaterThan(a[1]); // and south of it
    expect(screen.getAllByRole('link', { name: /Яндекс|Yandex/ })).toHaveLength(2);
  });

  it('draws the static plan without a tile URL: markers on land, labels as text that grows with the name', () => {
    render(<ComplexPlan buildings={buildings} details={details} counts={{}} tileUrl={undefined} />);
    expect(screen.queryAllByTestId('map-tile')).toHaveLength(0);
    const markers = screen.getAllByTestId('plan-marker');
    // Issue 14 item 14: whole names (no SVG text cut to 13 characters), buttons with names.
    expect(screen.getByRole('button', { name: /Корпус «Плотинка»/ })).toHaveAttribute('aria-pressed', 'false');
    for (const m of markers) expect(Number(m.getAttribute('data-y'))).toBeLessThanOrEqual(0.58);
    expect(screen.getAllByRole('link', { name: /Яндекс|Yandex/ })[0]).toHaveAttribute(
      'href',
      'https://yandex.ru/maps/?pt=60.6109,56.8356&z=17',
    );
  });
});

describe('the landing plan', () => {
  it('uses the same positions as the search map, without buttons or counts', () => {
    const search = render(<ComplexPlan buildings={buildings} details={details} counts={{}} tileUrl={undefined} />);
    const searchPos = search
      .getAllByTestId('plan-marker')
      .map((m) => [m.getAttribute('data-x'), m.getAttribute('data-y')]);
    search.unmount();
    render(<ComplexPlan buildings={buildings} details={details} interactive={false} tileUrl={undefined} />);
    const landingPos = screen
      .getAllByTestId('plan-marker')
      .map((m) => [m.getAttribute('data-x'), m.getAttribute('data-y')]);
    expect(landingPos).toEqual(searchPos);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(/объект/)).toBeNull();
  });
});
