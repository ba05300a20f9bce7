import HomeAudiences from '@/components/home/HomeAudiences';
import HomeFooter from '@/components/home/HomeFooter';
import HomeHeader from '@/components/home/HomeHeader';
import HomeHero from '@/components/home/HomeHero';
import HomeSteps from '@/components/home/HomeSteps';

export default function HomePage() {
  return (
    <>
      <HomeHeader />
      <HomeHero />
      <HomeAudiences />
      <HomeSteps />
      <HomeFooter />
    </>
  );
}
