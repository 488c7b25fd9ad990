'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface MobileMenuState {
  secondary: ReactNode | null;
  setSecondary: (node: ReactNode | null) => void;
}

const MobileMenuContext = createContext<MobileMenuState>({ secondary: null, setSecondary: () => {} });

export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const [secondary, setSecondary] = useState<ReactNode | null>(null);
  return <MobileMenuContext.Provider value={{ secondary, setSecondary }}>{children}</MobileMenuContext.Provider>;
}

export function useMobileMenu() {
  return useContext(MobileMenuContext);
}

/** Registers its children as the navbar sidebar's secondary menu while it is mounted. */
export function SecondaryMenu({ children }: { children: ReactNode }) {
  const { setSecondary } = useMobileMenu();
  useEffect(() => {
    setSecondary(children);
    return () => setSecondary(null);
  }, [children, setSecondary]);
  return null;
}
