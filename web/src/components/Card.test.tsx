import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Card, type CardWork } from './Card.tsx';

const work: CardWork = {
  id: 42,
  type: 'model',
  title: '低多边形小狐狸',
  cover: '/api/storage/gen/model/42.svg',
  author: { nickname: '林间小鹿', avatar: null },
  likes: 12_345,
  views: 987,
  price: '128.00',
};

const renderCard = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Card', () => {
  it('is one link to the work, named by its title and described by its details', () => {
    renderCard(<Card work={work} />);
    const link = screen.getByRole('link', { name: '低多边形小狐狸' });
    expect(link.getAttribute('href')).toBe('/model/42');
    const description = document.getElementById(link.getAttribute('aria-describedby')!)?.textContent;
    expect(description).toBe('3D，作者 林间小鹿，1.2万 赞，987 次浏览，售价 ¥128.00');
    expect(screen.getByRole('heading', { level: 3, name: '低多边形小狐狸' })).toBeTruthy();
  });

  it('shows the type badge, price tag, author and counts', () => {
    const { container } = renderCard(<Card work={work} />);
    expect(container.querySelector('.work-card__type')?.textContent).toBe('3D');
    expect(container.querySelector('.work-card__price')?.textContent).toBe('¥128.00');
    expect(container.querySelector('.work-card__name')?.textContent).toBe('林间小鹿');
    expect(container.querySelector('.work-card__stats')?.textContent).toBe('1.2万987');
    // The cover is decorative (the title names the card) and reserves a 4:3 box.
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect((container.querySelector('.ui-image') as HTMLElement).style.aspectRatio).toContain('1.33');
  });

  it('has no price tag when free, and honours a custom target and heading level', () => {
    const { container } = renderCard(
      <Card work={{ ...work, type: 'blog', price: null }} to="/note/42" titleAs="h2" />,
    );
    expect(container.querySelector('.work-card__price')).toBeNull();
    expect(container.querySelector('.work-card__type')?.textContent).toBe('博客');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/note/42');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
