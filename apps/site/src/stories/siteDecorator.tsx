import type { Decorator, Meta } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, screen } from 'storybook/test';
import { login } from '@betkit/api';
import { shellMessages } from '@betkit/domain';
import { STORY_NOW } from '@betkit/storybook/clock';
import { atViewport } from '@betkit/storybook/viewports';
import { createRuntime, type SiteRuntime } from '../app/boot';
import { SiteProviders } from '../app/SiteProviders';
import { SiteRoot } from '../app/SiteRoot';
import { memoryStorage } from '../app/storageStore';
import { createSiteStores, type SiteStores, type StoredSession } from '../app/stores';
import { AppLayout } from '../layout/AppLayout';
import { storyFrame } from './storyFrame.css';

/** Every demo account's password (packages/mocks fixtures). */
const DEMO_PASSWORD = 'demo1234';

/** Every popup position hidden for good: a screen's story shows the screen; `parameters.popups: 'shown'` opts back in. */
const EVERY_POPUP_SEEN = Object.fromEntries(
  Array.from({ length: 20 }, (_, position) => [position, { popupFlg: false, notShowingexpireTime: '2099-12-31 23:59:59' }]),
);

/** What a story renders with: its runtime, its own fresh stores, and the session to start with. */
interface StoryStart {
  runtime: SiteRuntime;
  stores: SiteStores;
  session: StoredSession | null;
}

/** Logs `member` in on the demo backend before the screen renders, or makes sure no one is logged in; each story gets fresh stores. */
function StorySession({ member, popups, children }: { member: string | undefined; popups: 'shown' | 'seen'; children: (start: StoryStart) => ReactNode }) {
  const [started, setStarted] = useState<StoryStart | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Slips live in a session storage of the story's own: the story before it can still write its slip as it unmounts
    // (a poll in flight), which the shared sessionStorage would hand to this story as a pick already on the slip.
    const stores = createSiteStores({ session: memoryStorage().storage });
    stores.session.set(null);
    stores.idleStamp.set(null);
    stores.popupHides.set(popups === 'shown' ? {} : EVERY_POPUP_SEEN);
    const ready = createRuntime('demo', '', () => STORY_NOW.getTime());
    const loggedIn: Promise<StoryStart> = member
      ? login(ready.client, { userId: member, password: DEMO_PASSWORD }).then((answer) => {
          ready.tokens.set(answer.token);
          return { runtime: ready, stores, session: { token: answer.token, user: answer.user } };
        })
      : Promise.resolve({ runtime: ready, stores, session: null });
    loggedIn.then(
      (next) => live && setStarted(next),
      (error: unknown) => live && setFailure(String(error)),
    );
    return () => {
      live = false;
    };
  }, [member, popups]);
  if (failure) return <p role="alert">{failure}</p>;
  if (!started) return null;
  // Written in the same render pass as the session provider that reads it: a docs page's frames share one
  // localStorage, and a guest frame clearing it between the login and this frame's first render showed the guest.
  started.stores.session.set(started.session);
  if (!started.session) started.stores.idleStamp.set(null);
  return children(started);
}

/**
 * A screen's docs page shows each story in a frame of its own: inline, every story would share one demo backend,
 * one MSW scenario and one login, and the page would show the last story's state in every block.
 */
export const siteScreenDocs = { story: { inline: false, iframeHeight: 760 } };

/** A site screen story's meta: the site around the story (withSite) with these parameters, its docs in frames of their own. */
export function siteScreen(parameters: { route?: string; member?: string; [name: string]: unknown } = {}) {
  return { decorators: [withSite], parameters: { docs: siteScreenDocs, ...parameters } };
}

/** A member page's meta: full-bleed at `route` in a viewport-high frame (storyFrame), with a demo member (or '' for a guest) logged in. */
export function memberScreen<Props extends object>(Page: ComponentType<Props>, route: string, member = 'demo01') {
  return {
    component: Page,
    render: (args: Props) => (
      <div className={storyFrame}>
        <Page {...args} />
      </div>
    ),
    ...siteScreen({ padded: false, route, member }),
  };
}

/** How long a screen story waits for the demo server's first answers (a cold story frame loads the screen's chunks too). */
export const SCREEN_WAIT = { timeout: 15_000 };

/** A guest on a member page (spec 2): the gate's '로그인 후 이용 가능합니다' shows and none of the page's `content()` does. */
export async function expectLoginGate(content: () => HTMLElement | null) {
  await expect(await screen.findByRole('heading', { level: 1, name: shellMessages.loginRequired }, SCREEN_WAIT)).toBeVisible();
  await expect(content()).toBeNull();
}

/**
 * Renders a screen the way the site does: providers, session, slips and a router at `parameters.route`
 * (default '/'); the site popups start hidden unless `parameters.popups` is 'shown'; `parameters.member` logs a demo account in first ('demo01', 'vip01' …); `parameters.siteMode: 'api'`
 * renders as against a real API.
 */
export const withSite: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const member = context.parameters.member as string | undefined;
  const mode = (context.parameters.siteMode as SiteRuntime['mode'] | undefined) ?? 'demo';
  const popups = context.parameters.popups === 'shown' ? 'shown' : 'seen';
  return (
    <StorySession member={member} popups={popups}>
      {({ runtime, stores }) => (
        <SiteProviders runtime={{ ...runtime, mode }} stores={stores}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route element={<SiteRoot />}>
                <Route path="*" element={<Story />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SiteProviders>
      )}
    </StorySession>
  );
};

/**
 * The whole frame at desktop width, for stories of the frame and the dialogs it hosts: desktop '/' lands on
 * '/europe' (which shows its slip in the page), so the history route keeps the column's slip.
 */
export const frameStoryMeta = {
  component: AppLayout,
  decorators: [withSite],
  globals: atViewport('desktop'),
  parameters: { docs: siteScreenDocs, route: '/bet_result' },
} satisfies Meta<typeof AppLayout>;
