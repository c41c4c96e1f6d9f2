/** /moengage: the MoEngage connection (ADR 347): its settings, what is sent, and the delivery log. */
import { useTranslation } from 'react-i18next';
import { MoengageDeliveryLog } from './MoengageDeliveryLog';
import { MoengageMapping } from './MoengageMapping';
import { MoengageSettingsForm } from './MoengageSettingsForm';

export default function MoengageView() {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('moengage.title')}</h1>
        <p className="max-w-2xl text-sm text-slate-700">{t('moengage.intro')}</p>
      </div>
      <MoengageSettingsForm />
      <MoengageMapping />
      <MoengageDeliveryLog />
    </div>
  );
}
