/** The home screens' code: screens of the route table, and fetched ahead while signing in (preload.ts). */
export const loadWelcome = () => import('../features/manage/welcome/WelcomePage.tsx');
/** Finance's home (/finance/index): the welcome's frame with the money of the period. */
export const loadFinanceHome = () => import('../features/finance/home/FinanceHomePage.tsx');
