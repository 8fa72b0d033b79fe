import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MenuIcon, MyPageIcon, PersonIcon, PointIcon } from './FrameIcons';
import { ChevronIcon, SearchIcon, StarIcon } from './Icons';
import * as styles from './Icons.stories.css';

const meta = {
  title: 'Base/Icons',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const icons = [
  { name: 'StarIcon', icon: <StarIcon /> },
  { name: 'StarIcon filled', icon: <StarIcon filled /> },
  { name: 'SearchIcon', icon: <SearchIcon /> },
  { name: 'ChevronIcon', icon: <ChevronIcon /> },
  { name: 'MenuIcon', icon: <MenuIcon /> },
  { name: 'PersonIcon', icon: <PersonIcon /> },
  { name: 'PointIcon', icon: <PointIcon /> },
  { name: 'MyPageIcon', icon: <MyPageIcon /> },
] as const;

/** The set in one gallery: each icon is decorative (hidden from screen readers) and takes the text's colour. */
export const Gallery: Story = {
  render: () => (
    <ul className={styles.gallery}>
      {icons.map(({ name, icon }) => (
        <li key={name} className={styles.tile}>
          {icon}
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, canvas }) => {
    const drawn = canvasElement.querySelectorAll('svg');
    await expect(drawn).toHaveLength(icons.length);
    for (const svg of drawn) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('StarIcon filled').previousElementSibling?.querySelector('path')).toHaveAttribute('fill', 'currentColor');
  },
};
