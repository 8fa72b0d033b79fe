import { Dialog, type DialogProps } from '../dialog/Dialog';
import * as styles from './Drawer.css';

export interface DrawerProps extends Omit<DialogProps, 'width' | 'fullScreenOnMobile' | 'panelClassName' | 'persistent'> {
  /** The edge it slides from: the mobile header's menu (left) or the member's sidebar (right). */
  side: 'left' | 'right';
}

/**
 * A drawer (spec 2's mobile sidebars, 352 px): a modal `Dialog` at the screen's edge, so focus is trapped and
 * returned, Esc and an outside click close it, and its title names it. Its styles load with it, not with Dialog.
 */
export function Drawer({ side, ...dialog }: DrawerProps) {
  return <Dialog {...dialog} panelClassName={styles.panel({ side })} />;
}
