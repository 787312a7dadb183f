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
    const { container } = render(<ComplexPlan buildings={buildings} details={details} counts={{ 1: 3, 2: 0 }} tileUrl="http://tiles.local/{z}/{x}/{y}.png" />);
    const tiles = screen.getAllByTestId('map-tile');
    expect(tiles.length).toBeGreaterThan(3);
    expect(tiles[0].getAttribute('href')).toMatch(/^http:\/\/tiles\.local\/17\/\d+\/\d+\.png$/);
    const markers = container.querySelectorAll('g[role="button"]');
    expect(markers).toHaveLength(2);
    const [a, b] = [...markers].map((m) => m.getAttribute('transform')!.match(/translate\(([-\d.]+) ([-\d.]+)\)/)!.slice(1).map(Number));
    expect(b[0]).toBeGreaterThan(a[0]); // Plotinka lies east of Iset
    expect(b[1]).toBeGreaterThan(a[1]); // and south of it
    expect(screen.getAllByRole('link', { name: /Яндекс|Yandex/ })).toHaveLength(2);
  });

  it('draws the static plan without a tile URL', () => {
    render(<ComplexPlan buildings={buildings} details={details} counts={{}} tileUrl={undefined} />);
    expect(screen.queryAllByTestId('map-tile')).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /Яндекс|Yandex/ })[0]).toHaveAttribute('href', 'https://yandex.ru/maps/?pt=60.6109,56.8356&z=17');
  });
});
