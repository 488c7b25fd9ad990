import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient } from './tabs-client';

interface TabProps {
  value: string;
  label?: string;
  default?: boolean;
  children: ReactNode;
}

/** One panel of <Tabs>; rendered by Tabs, never on its own. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Tabbed panels. Tabs sharing a groupId switch together and remember the choice. The labels
 * are read here on the server so the client part only handles the selection.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement(child) && typeof (child.props as TabProps).value === 'string',
  );
  if (tabs.length === 0) throw new Error('<Tabs> needs at least one <Tab value="..."> child');
  const items = tabs.map((t) => ({ value: t.props.value, label: t.props.label ?? t.props.value }));
  const defaultValue = tabs.find((t) => t.props.default)?.props.value ?? items[0].value;
  return (
    <TabsClient groupId={groupId} items={items} defaultValue={defaultValue}>
      {tabs.map((t) => (
        <div key={t.props.value}>{t.props.children}</div>
      ))}
    </TabsClient>
  );
}
