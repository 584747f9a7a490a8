import { useId, useRef } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { SocialLogo } from '../shared/SocialLogo';
import { useModalDialog } from '../shared/useModalDialog';
import { useToast } from '../toast/useToast';
import '../shared/Dialog.css';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
}

/** SPEC §2 Product detail share dialog: copy the link, or share it on WhatsApp, X (Twitter) or Facebook. */
export function ShareDialog({ open, onClose, url, title }: ShareDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(open, copyRef);
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const targets = [
    { network: 'whatsapp', key: 'product.shareWhatsapp', href: `https://wa.me/?text=${text}%20${link}` },
    {
      network: 'x',
      key: 'product.shareTwitter',
      href: `https://x.com/intent/tweet?text=${text}&url=${link}`,
    },
    {
      network: 'facebook',
      key: 'product.shareFacebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    },
  ] as const;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show('success', t('product.linkCopied'));
      onClose();
    } catch {
      toast.show('error', t('product.copyFailed'));
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {t('product.shareTitle')}
      </h2>
      <ul className="share-list">
        <li>
          <button ref={copyRef} type="button" className="share-list__item" onClick={copy}>
            <Icon name="copy" size={20} />
            {t('product.copyLink')}
          </button>
        </li>
        {targets.map((target) => (
          <li key={target.key}>
            <a className="share-list__item" href={target.href} target="_blank" rel="noopener noreferrer">
              <SocialLogo network={target.network} />
              {t(target.key)}
            </a>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('product.closeShare')}
        </button>
      </div>
    </dialog>
  );
}
