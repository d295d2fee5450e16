import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar.tsx';

/** jsdom never loads images; this one "loads" its src as soon as it is set. */
class LoadingImage extends EventTarget {
  complete = false;
  naturalWidth = 0;
  set src(_value: string) {
    queueMicrotask(() => {
      this.complete = true;
      this.naturalWidth = 64;
      this.dispatchEvent(new Event('load'));
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Avatar', () => {
  it('a list of avatars is drawn once in the commit that mounts it, with no synchronous second render', () => {
    const commits: string[] = [];
    render(
      <Profiler id="list" onRender={(_id, phase) => commits.push(phase)}>
        {['林间小鹿', '山风', '北辰'].map((name) => (
          <Avatar key={name} name={name} src={`/a/${name}.png`} />
        ))}
      </Profiler>,
    );
    expect(commits[0]).toBe('mount');
    expect(commits).not.toContain('nested-update');
  });

  it('a picture the browser already holds is drawn in the commit that mounts the list, with no second render', () => {
    vi.stubGlobal(
      'Image',
      class extends EventTarget {
        complete = false;
        naturalWidth = 0;
        set src(_value: string) {
          this.complete = true;
          this.naturalWidth = 64;
        }
      },
    );
    const commits: string[] = [];
    render(
      <Profiler id="list" onRender={(_id, phase) => commits.push(phase)}>
        {['林间小鹿', '山风'].map((name) => (
          <Avatar key={name} name={name} src={`/a/${name}.png`} />
        ))}
      </Profiler>,
    );
    expect(screen.getByRole('img', { name: '山风' }).getAttribute('src')).toBe('/a/山风.png');
    expect(screen.queryByText('林')).toBeNull();
    expect(commits).not.toContain('nested-update');
  });

  it('without a picture shows the initial at once, named for screen readers', () => {
    render(<Avatar name="林间小鹿" />);
    expect(screen.getByRole('img', { name: '林间小鹿' }).textContent).toBe('林');
  });

  it('waits briefly before showing the initial for a picture that does not arrive', () => {
    vi.useFakeTimers();
    render(<Avatar src="/a.jpg" name="阿木" />);
    expect(screen.queryByRole('img')).toBeNull();
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.getByRole('img', { name: '阿木' }).textContent).toBe('阿');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the picture once it has loaded, and no initial', async () => {
    vi.stubGlobal('Image', LoadingImage);
    render(<Avatar src="/a.jpg" name="阿木" />);
    const img = await screen.findByRole('img', { name: '阿木' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/a.jpg');
    expect(screen.queryByText('阿')).toBeNull();
  });

  it('asks for the picture only once it comes near the screen (a list’s avatars far below wait)', async () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => {};
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe = (el: Element) => void observed.push(el);
      unobserve = () => {};
      disconnect = () => {};
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const asked: string[] = [];
    vi.stubGlobal(
      'Image',
      class extends LoadingImage {
        override set src(value: string) {
          asked.push(value);
          super.src = value;
        }
      },
    );
    render(<Avatar src="/far.jpg" name="远方" />);
    expect(observed).toHaveLength(1);
    expect(asked).toEqual([]);
    act(() =>
      report(
        [{ target: observed[0], isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(asked).toEqual(['/far.jpg']);
    expect((await screen.findByRole('img', { name: '远方' })).tagName).toBe('IMG');
  });

  it('decorative: the picture has empty alt and the initial is hidden', async () => {
    render(<Avatar name="阿木" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('阿').getAttribute('aria-hidden')).toBe('true');
    vi.stubGlobal('Image', LoadingImage);
    const { container } = render(<Avatar src="/b.jpg" name="阿木" decorative />);
    await vi.waitFor(() => expect(container.querySelector('img')?.getAttribute('alt')).toBe(''));
  });
});
