import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { expectLoginGate, memberScreen } from '../stories/siteDecorator';
import AttendancePage from './AttendancePage';

const meta = {
  title: 'Site/Member/AttendancePage',
  ...memberScreen(AttendancePage, '/attendance', ''),
  globals: atViewport('desktop'),
} satisfies Meta<typeof AttendancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest is asked to log in; no calendar and no check button. */
export const Guest: Story = {
  play: async () => {
    await expectLoginGate(() => screen.queryByRole('table'));
    await expect(screen.queryByRole('button', { name: '출석체크' })).toBeNull();
  },
};
