/*
 * A FAKE of Stripe.js (https://js.stripe.com/v3/), served by the local Stripe fake at `/v3/` for tests
 * and `npm start`: the subset the portal uses, talking to the fake's API (the origin this script was
 * loaded from). Plain browser JavaScript, no build step. It is not Stripe's code and differs from it
 * where a test can see: the real card element is an iframe hosted by Stripe, this one mounts plain
 * inputs in the page; the real 3-D Secure challenge is the bank's page in an iframe, this one is a
 * modal in the page ('3D Secure 2 – Test Page', buttons 'Complete' and 'Fail').
 */
/* global window, document */
(function () {
  'use strict';
  if (window.Stripe) return;

  const script = document.currentScript;
  const API_BASE = script && script.src ? new URL(script.src).origin : window.location.origin;

  /** Stripe.js's French messages, by `decline_code` first, then `code`. */
  const MESSAGES_FR = {
    card_declined: 'Votre carte a été refusée.',
    generic_decline: 'Votre carte a été refusée.',
    insufficient_funds: 'Votre carte ne dispose pas de fonds suffisants.',
    expired_card: 'Votre carte a expiré.',
    incorrect_cvc: 'Le code de sécurité de votre carte est incorrect.',
    incorrect_number: 'Votre numéro de carte est incorrect.',
    invalid_number: 'Votre numéro de carte est invalide.',
    invalid_expiry_month: "Le mois d'expiration de votre carte est invalide.",
    invalid_expiry_year: "L'année d'expiration de votre carte est invalide.",
    invalid_expiry_year_past: "L'année d'expiration de votre carte est dans le passé.",
    invalid_cvc: 'Le code de sécurité de votre carte est invalide.',
    incomplete_number: 'Votre numéro de carte est incomplet.',
    incomplete_expiry: "La date d'expiration de votre carte est incomplète.",
    incomplete_cvc: 'Le code de sécurité de votre carte est incomplet.',
    authentication_required: 'Votre carte a été refusée. Cette transaction nécessite une authentification.',
    payment_intent_authentication_failure:
      'Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.',
    setup_intent_authentication_failure:
      'Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.',
    invalid_bank_account_iban: 'Le numéro IBAN saisi est invalide.',
    incomplete_iban: 'Votre IBAN est incomplet.',
    api_connection_error: 'Impossible de joindre Stripe. Vérifiez votre connexion et réessayez.',
  };

  function integrationError(message) {
    const error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function localize(error, locale) {
    if (!String(locale || '').startsWith('fr')) return error;
    const message = MESSAGES_FR[error.decline_code] || MESSAGES_FR[error.code];
    return message ? Object.assign({}, error, { message: message }) : error;
  }

  function encodeForm(value, prefix, pairs) {
    if (value === undefined || value === null) return pairs;
    if (typeof value === 'object') {
      Object.keys(value).forEach((key) => encodeForm(value[key], prefix ? prefix + '[' + key + ']' : key, pairs));
      return pairs;
    }
    pairs.append(prefix, String(value));
    return pairs;
  }

  /** One call to the fake's API: its JSON answer, Stripe's `{ error }` included. */
  async function callApi(key, method, path, params) {
    const form = encodeForm(params, '', new URLSearchParams()).toString();
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    if (key) headers.Authorization = 'Bearer ' + key;
    try {
      const response = await fetch(API_BASE + path + (method === 'GET' ? '?' + form : ''), {
        method: method,
        headers: headers,
        body: method === 'POST' ? form : undefined,
      });
      return await response.json();
    } catch (cause) {
      return { error: { type: 'api_connection_error', code: 'api_connection_error', message: String(cause) } };
    }
  }

  function intentIdOf(clientSecret, method) {
    const match = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret || ''));
    if (!match) {
      throw integrationError(
        'Invalid value for ' + method + ': clientSecret should be a client secret of the form ${id}_secret_${secret}.',
      );
    }
    return match[1];
  }

  function luhn(digits) {
    let sum = 0;
    digits
      .split('')
      .reverse()
      .forEach((char, index) => {
        const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
        sum += digit > 9 ? digit - 9 : digit;
      });
    return digits.length >= 12 && sum % 10 === 0;
  }

  function brandOf(digits) {
    if (/^3[47]/.test(digits)) return 'amex';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (/^4/.test(digits)) return 'visa';
    return 'unknown';
  }

  /** The fake card element: three plain inputs in the page (the real one is Stripe's iframe). */
  function createCardElement(locale) {
    const handlers = {};
    let container = null;
    let inputs = null;

    function emit(event, payload) {
      (handlers[event] || []).forEach((handler) => handler(payload));
    }

    function values() {
      const digits = inputs ? inputs.number.value.replace(/\D/g, '') : '';
      const expiry = inputs ? inputs.expiry.value.replace(/\D/g, '') : '';
      const cvc = inputs ? inputs.cvc.value.replace(/\D/g, '') : '';
      return { digits: digits, expiry: expiry, cvc: cvc };
    }

    /** `{ complete, empty, brand, error }` as the real element reports it, or the first thing missing. */
    function state() {
      const v = values();
      const brand = brandOf(v.digits);
      const result = { elementType: 'card', empty: !v.digits && !v.expiry && !v.cvc, brand: brand, complete: false };
      let error = null;
      const numberComplete = v.digits.length >= (brand === 'amex' ? 15 : 16) && luhn(v.digits);
      if (v.digits.length >= 16 && !luhn(v.digits)) error = 'invalid_number';
      let expiryComplete = false;
      if (v.expiry.length === 4) {
        const month = Number(v.expiry.slice(0, 2));
        const year = 2000 + Number(v.expiry.slice(2));
        const now = new Date();
        if (month < 1 || month > 12) error = error || 'invalid_expiry_month';
        else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
          error = error || 'invalid_expiry_year_past';
        } else expiryComplete = true;
      }
      const cvcComplete = v.cvc.length >= 3;
      result.complete = numberComplete && expiryComplete && cvcComplete && !error;
      if (error) result.error = localize({ type: 'validation_error', code: error, message: error }, locale);
      result.missing = !numberComplete ? 'incomplete_number' : !expiryComplete ? 'incomplete_expiry' : 'incomplete_cvc';
      return result;
    }

    function input(label, placeholder, autocomplete) {
      const field = document.createElement('input');
      field.type = 'text';
      field.inputMode = 'numeric';
      field.setAttribute('aria-label', label);
      field.placeholder = placeholder;
      field.autocomplete = autocomplete;
      field.style.cssText = 'border:none;outline:none;font:inherit;background:transparent;min-width:0;';
      field.addEventListener('input', () => {
        format();
        const { missing: _missing, ...reported } = state();
        emit('change', reported);
      });
      field.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
      field.addEventListener('blur', () => emit('blur', { elementType: 'card' }));
      return field;
    }

    function format() {
      const v = values();
      inputs.number.value = v.digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
      inputs.expiry.value = v.expiry.length > 2 ? v.expiry.slice(0, 2) + ' / ' + v.expiry.slice(2, 4) : v.expiry;
      inputs.cvc.value = v.cvc.slice(0, 4);
    }

    const element = {
      mount(target) {
        const parent = typeof target === 'string' ? document.querySelector(target) : target;
        if (!parent) throw integrationError('The selector you specified (' + target + ') applies to no DOM elements.');
        container = document.createElement('div');
        container.className = 'StripeElement';
        container.setAttribute('data-stripe-fake', 'card');
        container.style.cssText = 'display:flex;gap:8px;align-items:center;';
        inputs = {
          number: input('Numéro de carte', '1234 1234 1234 1234', 'cc-number'),
          expiry: input("Date d'expiration", 'MM / AA', 'cc-exp'),
          cvc: input('CVC', 'CVC', 'cc-csc'),
        };
        inputs.number.style.flex = '1';
        inputs.expiry.style.width = '5.5em';
        inputs.cvc.style.width = '3.5em';
        container.append(inputs.number, inputs.expiry, inputs.cvc);
        parent.appendChild(container);
        window.setTimeout(() => emit('ready', { elementType: 'card' }), 0);
      },
      unmount() {
        if (container) container.remove();
        container = null;
        inputs = null;
      },
      destroy() {
        element.unmount();
      },
      on(event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return element;
      },
      off(event, handler) {
        handlers[event] = (handlers[event] || []).filter((h) => h !== handler);
        return element;
      },
      clear() {
        if (!inputs) return;
        inputs.number.value = inputs.expiry.value = inputs.cvc.value = '';
      },
      focus() {
        if (inputs) inputs.number.focus();
      },
      blur() {
        if (document.activeElement && container && container.contains(document.activeElement)) {
          document.activeElement.blur();
        }
      },
      update() {},
      /** For the fake's confirm calls only: the card typed, or the validation error Stripe.js returns. */
      _card() {
        const current = state();
        if (current.error) return { error: current.error };
        if (!current.complete) {
          return {
            error: localize({ type: 'validation_error', code: current.missing, message: current.missing }, locale),
          };
        }
        const v = values();
        return {
          card: {
            number: v.digits,
            exp_month: Number(v.expiry.slice(0, 2)),
            exp_year: 2000 + Number(v.expiry.slice(2)),
            cvc: v.cvc,
          },
        };
      },
    };
    return element;
  }

  const TITLE = '3D Secure 2 – Test Page';

  /** The fake 3-D Secure challenge: resolves 'succeed' or 'fail' as the payer clicks. */
  function challenge(intent, locale) {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('data-stripe-fake', '3ds');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.5);';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'stripe-fake-3ds-title');
      dialog.style.cssText =
        'background:#fff;color:#1a1a1a;padding:24px;border-radius:8px;max-width:420px;font-family:sans-serif;';
      const heading = document.createElement('h2');
      heading.id = 'stripe-fake-3ds-title';
      heading.textContent = TITLE;
      const text = document.createElement('p');
      text.textContent =
        'This is a fake of Stripe’s 3-D Secure test page, served by the local Stripe fake: no bank is involved. ' +
        'Complete or fail the authentication.';
      dialog.append(heading, text);
      if (typeof intent.amount === 'number') {
        const amount = document.createElement('p');
        amount.textContent = new Intl.NumberFormat(locale && locale.startsWith('fr') ? 'fr-FR' : 'en-US', {
          style: 'currency',
          currency: String(intent.currency || 'eur').toUpperCase(),
        }).format(intent.amount / 100);
        dialog.append(amount);
      }
      const buttons = document.createElement('div');
      buttons.style.cssText = 'display:flex;gap:12px;justify-content:flex-end;';
      [
        ['Complete', 'succeed'],
        ['Fail', 'fail'],
      ].forEach(([label, outcome]) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', () => {
          overlay.remove();
          resolve(outcome);
        });
        buttons.append(button);
      });
      dialog.append(buttons);
      overlay.append(dialog);
      document.body.append(overlay);
    });
  }

  function createStripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || !/^pk_test_\w+$/.test(publishableKey)) {
      throw integrationError('Invalid value for Stripe(): apiKey should be a test publishable key (pk_test_…).');
    }
    const locale = (options && options.locale) || 'auto';
    const effectiveLocale = locale === 'auto' ? window.navigator.language : locale;

    /** After a confirmation: the 3-D Secure challenge if asked for, then Stripe.js's `{ intent }` or `{ error }`. */
    async function settle(intent, clientSecret, handleActions) {
      const isSetup = intent.object === 'setup_intent';
      if (intent.status === 'requires_action' && intent.next_action && intent.next_action.type === 'use_stripe_sdk') {
        if (handleActions === false) return isSetup ? { setupIntent: intent } : { paymentIntent: intent };
        const outcome = await challenge(intent, effectiveLocale);
        const after = await callApi(null, 'POST', '/fake/3ds/' + intent.id, {
          client_secret: clientSecret,
          outcome: outcome,
        });
        if (after.error) return { error: localize(after.error, effectiveLocale) };
        intent = after;
      }
      const lastError = isSetup ? intent.last_setup_error : intent.last_payment_error;
      if (intent.status === 'requires_payment_method' && lastError) {
        const error = Object.assign({}, localize(lastError, effectiveLocale));
        error[isSetup ? 'setup_intent' : 'payment_intent'] = intent;
        return { error: error };
      }
      return isSetup ? { setupIntent: intent } : { paymentIntent: intent };
    }

    async function confirm(kind, method, clientSecret, params, handleActions) {
      const id = intentIdOf(clientSecret, method);
      const answer = await callApi(publishableKey, 'POST', '/v1/' + kind + '/' + id + '/confirm', params);
      if (answer.error) return { error: localize(answer.error, effectiveLocale) };
      return settle(answer, clientSecret, handleActions);
    }

    /** `payment_method` as the integration gives it: an id, or a card element / IBAN with billing details. */
    function paymentMethodParams(paymentMethod, type) {
      if (typeof paymentMethod === 'string') return { payment_method: paymentMethod };
      if (!paymentMethod) return {};
      const billing = paymentMethod.billing_details;
      if (type === 'card') {
        if (!paymentMethod.card || typeof paymentMethod.card._card !== 'function') {
          throw integrationError('Invalid value for payment_method.card: pass the card element (elements.create).');
        }
        const read = paymentMethod.card._card();
        if (read.error) return { error: read.error };
        return { payment_method_data: { type: 'card', card: read.card, billing_details: billing } };
      }
      const iban = paymentMethod.sepa_debit && paymentMethod.sepa_debit.iban;
      if (!iban)
        return {
          error: localize(
            { type: 'validation_error', code: 'incomplete_iban', message: 'Your IBAN is incomplete.' },
            effectiveLocale,
          ),
        };
      return { payment_method_data: { type: 'sepa_debit', sepa_debit: { iban: iban }, billing_details: billing } };
    }

    function confirmWith(kind, method, type) {
      return async function (clientSecret, data, options) {
        intentIdOf(clientSecret, method);
        const built = paymentMethodParams(data && data.payment_method, type);
        if (built.error) return { error: built.error };
        const params = Object.assign({ client_secret: clientSecret }, built);
        if (data && data.setup_future_usage) params.setup_future_usage = data.setup_future_usage;
        return confirm(kind, method, clientSecret, params, options && options.handleActions);
      };
    }

    async function retrieve(kind, method, clientSecret) {
      const id = intentIdOf(clientSecret, method);
      const answer = await callApi(publishableKey, 'GET', '/v1/' + kind + '/' + id, { client_secret: clientSecret });
      if (answer.error) return { error: localize(answer.error, effectiveLocale) };
      return answer.object === 'setup_intent' ? { setupIntent: answer } : { paymentIntent: answer };
    }

    async function handleAction(method, clientSecret) {
      const id = intentIdOf(clientSecret, method);
      const kind = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
      const answer = await callApi(publishableKey, 'GET', '/v1/' + kind + '/' + id, { client_secret: clientSecret });
      if (answer.error) return { error: localize(answer.error, effectiveLocale) };
      return settle(answer, clientSecret, true);
    }

    return {
      elements() {
        const created = {};
        return {
          create(type) {
            if (type !== 'card') throw integrationError('The local Stripe fake has no "' + type + '" element.');
            if (created.card) throw integrationError('Can only create one Element of type card.');
            created.card = createCardElement(effectiveLocale);
            return created.card;
          },
          getElement(type) {
            return created[type] || null;
          },
        };
      },
      confirmCardPayment: confirmWith('payment_intents', 'confirmCardPayment', 'card'),
      confirmCardSetup: confirmWith('setup_intents', 'confirmCardSetup', 'card'),
      confirmSepaDebitPayment: confirmWith('payment_intents', 'confirmSepaDebitPayment', 'sepa_debit'),
      confirmSepaDebitSetup: confirmWith('setup_intents', 'confirmSepaDebitSetup', 'sepa_debit'),
      retrievePaymentIntent: (clientSecret) => retrieve('payment_intents', 'retrievePaymentIntent', clientSecret),
      retrieveSetupIntent: (clientSecret) => retrieve('setup_intents', 'retrieveSetupIntent', clientSecret),
      handleCardAction: (clientSecret) => handleAction('handleCardAction', clientSecret),
      handleNextAction: (options) => handleAction('handleNextAction', options && options.clientSecret),
    };
  }

  window.Stripe = createStripe;
})();
