import LinkPage from '@/components/links/LinkPage';

export default function JtiReSalePage() {
  return <LinkPage slug="jti-re-sale" />;
}
