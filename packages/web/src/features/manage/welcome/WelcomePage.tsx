import { WorkCard } from '../../editorialReview/shouye/WorkCard.tsx';
import { HomeLayout } from './HomeLayout.tsx';

/** Home (/manage/welcome): who I am, the counts that matter to me, and my review work. */
export default function WelcomePage() {
  return (
    <HomeLayout>
      <WorkCard />
    </HomeLayout>
  );
}
