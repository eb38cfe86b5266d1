// Generated from api-spec/openapi.yaml by server/contract/generate-types.ts. Do not edit.
export interface paths {
    "/api/user/site-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site version and maintenance window of a domain. */
        get: operations["siteVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look, languages and rules of a domain, its casino URL and bonus data. */
        get: operations["siteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/wallet-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balance, exposure, bets count and earned bonus; polled every 2 s while signed in. */
        post: operations["walletBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/auth-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new token for the signed-in user, before the current one's `exp`. */
        post: operations["authRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscribe-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers this browser's push subscription for the signed-in user. */
        post: operations["subscribeNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/favourite-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in user's favourite events. */
        post: operations["favouriteList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, demo flag, stake buttons and event display rules.
         * @description The spec's "user info" (Site and auth table, "query auth token") and "get user info" (other
         *     user-service calls) are this one call. The token taken from the address (`?auth=`) is stored and
         *     sent like any token, as `Authorization: Bearer`, never in the query (query strings end up in logs).
         *     `event_manage` is designed: per event, the detail-screen sections the operator hides.
         */
        get: operations["userInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in by mobile (business type 1) or user ID (business type 2) and password. */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/demo-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in as a fresh demo user (isDemo, no wallet access). */
        post: operations["demoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a 6-digit OTP, valid 300 s, to a mobile for sign-up, OTP login or a forgotten password. */
        post: operations["sendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an account with a mobile verified by OTP, and signs it in. */
        post: operations["registration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login-with-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a mobile and the OTP sent for purpose login. */
        post: operations["loginWithOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-forgotten-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the OTP sent for purpose forgot_password. */
        post: operations["resetForgottenPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password (and, where the site asks for it, sets the withdraw password); sets last_login_at. */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes the current token. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change-stake-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the user's four quick stake buttons (chips). */
        post: operations["changeStakeValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/save-bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places a back or lay bet on a sports market runner. */
        post: operations["saveBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/make-event-favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an event to, or removes it from, the user's favourites. */
        post: operations["makeEventFavourite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fancy-book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's profit or loss at each run of a fancy market. */
        get: operations["fancyBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/event-exposures/{matchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's exposure on each market and runner of one event. */
        get: operations["eventExposures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/all-market-exposures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's exposure on every market with open bets. */
        get: operations["allMarketExposures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/open-bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's unsettled bets, optionally of one event. */
        get: operations["openBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/open-bets-event-listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events on which the user has unsettled bets. */
        get: operations["openBetsEventListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/event-bet-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All the user's bets (open and settled) on one event. */
        get: operations["eventBetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes the user's position on a market at the current odds. */
        post: operations["cashout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/search-events/{searchKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events whose name, team or competition contains the search key. */
        get: operations["searchEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/my-markets/{sport_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of one sport on which the user has open markets. */
        get: operations["myMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/market-analysis-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's position on each runner of every market with open bets. */
        get: operations["marketAnalysisData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/matka-single-bets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's bets on one matka market. */
        get: operations["matkaSingleBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/save-worli-matka-bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places one or more matka or worli bets on a market's open or close session. */
        post: operations["saveWorliMatkaBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profit-loss-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profit or loss per sport over a period, with the total. */
        get: operations["profitLossInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profit-loss-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settled markets over a period with their profit or loss, optionally of one sport. */
        get: operations["profitLossStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/match-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's settled bets on one event (profit-loss detail). */
        get: operations["matchStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account statement (every balance change) over a period, newest first. */
        get: operations["statements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/statement-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One statement line with the bets behind it. */
        get: operations["statementInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/load-third-party-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed launch address for a casino game of a third-party provider. */
        post: operations["loadThirdPartyUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/wallet-switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switches the active wallet (actw) between the main wallet and the welcome bonus. */
        post: operations["walletSwitch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/claim-bonus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves an unlocked bonus into the user's balance. */
        post: operations["claimBonus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/refer-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's refer code, share link and referral earnings. */
        get: operations["referCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/wallet-withdraw-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's withdraw ID, quoted to support about withdrawals (copy-user-id modal). */
        get: operations["walletWithdrawId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/payment-gateway-iframe-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address of an embedded payment-gateway page for a deposit amount. */
        get: operations["paymentGatewayIframeUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/chatbot-iframe-url-member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The support chatbot's address for the signed-in user. */
        get: operations["chatbotIframeUrlMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/chatbot-iframe-url-guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The support chatbot's address for a visitor of a site. */
        get: operations["chatbotIframeUrlGuest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/wallet-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposit and withdrawal ranges, stake buttons, rules, videos, banks and payment methods of the site. */
        get: operations["walletConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/wallet-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's deposit and withdrawal requests in a window, newest first.
         * @description `from` and `to` are calendar days; `to` is exclusive (the client sends the chosen end day + 1).
         *     `status`, `type` and `limit` are designed filters: `status` is one of the history filter's
         *     choices (omitted: all; `processing` groups approve_in_process, reject_in_process and hold),
         *     `type` one kind of request, `limit` at most 50 (select_entries).
         */
        get: operations["walletHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/cancel-request/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Cancels the user's own pending request; a withdrawal's amount goes back to the balance. */
        patch: operations["cancelRequest"];
        trace?: never;
    };
    "/api/wallet/account-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's saved withdraw accounts. */
        get: operations["accountDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/account/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the user's saved withdraw accounts (the spec's DELETE "account"). */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/add-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a bank, UPI or crypto-wallet withdraw account, confirmed by the withdraw (transaction) password. */
        post: operations["addAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/withdraw-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to withdraw from the main wallet to a saved account; the amount is held until the request ends. */
        post: operations["withdrawRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/upload-url-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived address to PUT one file to (payment proof or QR code).
         * @description The client then PUTs the file's bytes to `data.url` with its content type (and `x-amz-acl:
         *     public-read`). `data.file_url` (designed) is the address to keep afterwards: it goes into
         *     `transaction_image_url` (proof) or `qr_code` (add account).
         */
        post: operations["uploadUrlRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/send-otp-to-mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends an OTP to the signed-in user's mobile, to reset the withdraw password. */
        post: operations["sendOtpToMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/check-withdrawal-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user has set a withdraw password.
         * @description `data.is_set` is designed; the spec reads only `success`.
         */
        get: operations["checkWithdrawalPassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/reset-withdrawal-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new withdraw password with the OTP from sendOtpToMobile; an expired OTP is refused with 'OTP Expired'. */
        post: operations["resetWithdrawalPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/update-transaction-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the withdraw (transaction) password, or changes it with the current one.
         * @description `oldPassword` is required when a withdraw password is already set (else 400).
         */
        post: operations["updateTransactionPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/parent-payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's deposit accounts that accept an amount (the client groups them by method_name, social first). */
        get: operations["parentPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/auto-utr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads the UTR number from a payment proof image (fallback when on-device recognition fails).
         * @description The spec's "auto UTR" of the Wallet table and of the user-service list are this one call.
         */
        post: operations["autoUtr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/wallet-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to credit a deposit made to one of the site's accounts, with its UTR and payment proof. */
        post: operations["walletDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/payment-gateway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starts a payment-gateway deposit; the browser goes to `data.url`. */
        get: operations["paymentGateway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/in-play-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events being played now, with match-odds prices. */
        get: operations["inPlayMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/matches/{sport_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open events of one sport. */
        get: operations["matches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/sports-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sports offered, with their open event counts. */
        get: operations["sportsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/match-details/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with all its markets (match odds, bookmaker, fancy…) and prices. */
        get: operations["matchDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/find-by-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Several events at once (favourites, multi-market view). */
        get: operations["findByIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/in-play-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many events of each sport are in play now. */
        get: operations["inPlayCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/upcoming-sports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events starting soon, across sports. */
        get: operations["upcomingSports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/matka-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's matka markets with their open and close times and results. */
        get: operations["matkaMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports/matka-markets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One matka market with its bet types, payouts and stake limits. */
        get: operations["matkaMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/setup-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team-building rules and the matches open for fantasy play. */
        get: operations["fantasySetupData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/remembered-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The matches the user asked to be reminded of. */
        get: operations["fantasyRememberedMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/add-match-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reminds the user (notification) before a match starts. */
        post: operations["fantasyAddMatchReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/remove-match-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drops a match reminder. */
        post: operations["fantasyRemoveMatchReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/players-list/{matchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The players of both sides of a match, with roles, credits and points. */
        get: operations["fantasyPlayersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/my-stakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's quick stake buttons for fantasy bets. */
        get: operations["fantasyMyStakes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/update-my-stakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the user's four fantasy stake buttons. */
        post: operations["fantasyUpdateMyStakes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/add-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a team of players for a match, with a captain and a vice-captain. */
        post: operations["fantasyAddTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/update-team-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renames one of the user's teams. */
        post: operations["fantasyUpdateTeamName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/reset-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clears the players of a team that has no bet on it yet. */
        post: operations["fantasyResetTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/team-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's teams with its players and points. */
        get: operations["fantasyTeamDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/place-bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stakes money on one of the user's teams for a match. */
        post: operations["fantasyPlaceBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/fantasy/cancel-bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a fantasy bet before the match starts; the stake goes back to the balance. */
        post: operations["fantasyCancelBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/bet-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One fantasy bet. */
        get: operations["fantasyBetDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/my-contests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The matches the user has teams or bets in, with totals. */
        get: operations["fantasyMyContests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/teams-and-bet-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's teams and bets for one match. */
        get: operations["fantasyTeamsAndBetDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fantasycricket/tutorials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How-to-play videos, per language. */
        get: operations["fantasyTutorials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonus/bonus-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's bonuses over a period, newest first. */
        get: operations["bonusLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonus/log-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bonus with its turnover progress and movements. */
        get: operations["bonusLogDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonus/user-locked-bonus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's bonuses still locked behind a turnover, with their total. */
        get: operations["userLockedBonus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonus/locked-earned-bonus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals of the user's earned bonus, split into locked and released. */
        get: operations["lockedEarnedBonus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's notifications, newest first. */
        get: operations["notificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/mark-redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a notification read as the user follows its link. */
        post: operations["notificationMarkRedirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications the user has not read. */
        get: operations["notificationUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the user's answer to the notification prompt (sets notificationSubscribed or notificationUnsubscribed).
         * @description The push device itself is registered with `subscribeNotification` (user service).
         */
        post: operations["notificationSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's VAPID public key, which this browser's push subscription is made with.
         * @description The client passes it as `applicationServerKey` to `pushManager.subscribe`, then registers the
         *     subscription with `subscribeNotification`. Pushes are signed with the matching private key.
         */
        get: operations["notificationPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Common part of every success reply; each reply adds its `data`. */
        SuccessEnvelope: {
            /** @constant */
            status: 200;
            /** @constant */
            success: true;
            message?: string;
        };
        /** @description A success reply that carries only a message. */
        MessageReply: components["schemas"]["SuccessEnvelope"] & {
            message: string;
        };
        ErrorReply: {
            status: number;
            /** @constant */
            success: false;
            message: string;
            error?: string;
            errors?: string[];
            detail?: {
                msg: string;
                loc?: string[];
            }[];
        };
        /** @description Rupees, at most 2 decimals, not negative. */
        Money: number;
        /** @description Rupees, at most 2 decimals, more than zero. */
        PositiveMoney: number;
        /** @description Rupees, at most 2 decimals; negative is a loss or a liability. */
        SignedMoney: number;
        /**
         * Format: date-time
         * @description ISO 8601, UTC.
         */
        DateTime: string;
        /**
         * Format: date
         * @description A calendar day, YYYY-MM-DD.
         */
        Day: string;
        /** @description An event, market or runner id (provider ids are not always numeric). */
        Id: string;
        DomainName: string;
        DomainBody: {
            domain: components["schemas"]["DomainName"];
        };
        /** @description Exactly 10 digits ('Mobile Number Should Be Of 10 Digits.'). */
        Mobile: string;
        /** @description Exactly 6 digits ('Please Enter 6 Digit OTP'). */
        Otp: string;
        /** @description At least 8 characters with a lowercase letter, a capital and a digit. */
        NewPassword: string;
        /** @description 8-20 characters with a lowercase letter, a capital, a digit and a special character. */
        WithdrawPassword: string;
        UserIdLogin: string;
        UserIdNew: string;
        /** @description Four stake buttons, each 100 to 1 crore ('Stake value must be between 100 to 1Cr.'). */
        StakeValues: number[];
        /** @description Stake buttons as stored; zeros or an empty list mean the defaults 100, 200, 500, 1000. Only the first 4 are shown. */
        StakeButtons: number[];
        SiteVersionReply: components["schemas"]["SuccessEnvelope"] & {
            /** @description `debug[0]` true turns on the client's debug logging for this site. */
            debug: boolean[];
            data: {
                version: string;
                /** @description The maintenance window, or null when none is planned. */
                maintenance: null | {
                    from_date: components["schemas"]["DateTime"];
                    to_date: components["schemas"]["DateTime"];
                };
            };
        };
        SiteSettingsReply: components["schemas"]["SuccessEnvelope"] & {
            data: {
                siteSetting: components["schemas"]["SiteSetting"];
                casino_url: string;
                bonus_data: components["schemas"]["BonusData"][];
            };
        };
        SiteSetting: {
            /** @description JSON text of a list of announcements, `[{"text": "…"}]`. Rendered as text, never as HTML. */
            announcement: string | null;
            /** @description The poster list of the home banner; poster_type 12 is the offer pop-up. */
            poster: components["schemas"]["Poster"][];
            sub_domains: {
                url: string;
            }[];
            /** @description Storage base URL (images, the casino games file). */
            aws_url: string;
            storage_path: {
                domain_image: string;
                site_map: string;
            };
            fav_logo: string;
            app_logo: string;
            logo: string;
            site_title: string;
            domain_name: string;
            meta_tags: string;
            /** @description A Google tag ID (allow-listed ID, never HTML). */
            g_tags: string;
            /** @description A Meta pixel ID (allow-listed ID, never HTML). */
            meta_pixel_code: string;
            /** @description Operator CSS; the client sanitises it before use. */
            front_css: string;
            site_map: string;
            languagesList: components["schemas"]["Language"][];
            /** @description The default language's code. */
            language_code: string;
            /**
             * @description 1: login by mobile; 2: login by user ID and the offer pop-up.
             * @enum {integer}
             */
            business_type: 1 | 2;
            /** @description The site's ISO country code, e.g. IN. */
            country_code: string;
            country_code_list: components["schemas"]["Country"][];
            social_link: {
                email: string;
            };
        };
        Poster: {
            id: number;
            /** @description 12 is the offer pop-up. */
            poster_type: number;
            image: string;
            url?: string | null;
            title?: string;
        };
        Language: {
            code: string;
            name: string;
        };
        Country: {
            name: string;
            /** @description ISO country code. */
            code: string;
            /** @description Dialling code without +, e.g. 91. */
            phonecode: string;
        };
        BonusData: {
            /** @enum {string} */
            bonusType: "payment bonus";
            /** @description JSON text of a list of payment method ids, e.g. "[1,3]". */
            methodIds: string;
            percentage: number;
        };
        /** @description The browser's PushSubscription.toJSON(). */
        PushSubscription: {
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                p256dh: string;
                auth: string;
            };
        };
        Balance: {
            /** @description Balance. */
            bl: components["schemas"]["SignedMoney"];
            /** @description Exposure (negative is a liability). */
            ex: components["schemas"]["SignedMoney"];
            /** @description Open bets count. */
            bc: number;
            /** @description Earned bonus. */
            eb: components["schemas"]["Money"];
        };
        /**
         * @description The active wallet: MW main wallet, WB welcome bonus (the bar reads 'Playing with Welcome Bonus').
         * @enum {string}
         */
        ActiveWallet: "MW" | "WB";
        UserProfile: {
            userid: string;
            balance: components["schemas"]["SignedMoney"];
            exposure: components["schemas"]["SignedMoney"];
            bets_count: number;
            earnBonus: components["schemas"]["Money"];
            isDemo: boolean;
            phone: string | null;
            /** @description Null until the first password change; the app then sends the user to change it. */
            last_login_at: null | components["schemas"]["DateTime"];
            actw: components["schemas"]["ActiveWallet"];
            notificationSubscribed: boolean;
            notificationUnsubscribed: boolean;
        };
        /** @description The user as signing in returns it, with the token to send from now on. */
        User: components["schemas"]["UserProfile"] & {
            token: string;
            exp: components["schemas"]["DateTime"];
        };
        Range: {
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
        };
        /** @description Language code → instruction items. */
        LocalisedRules: {
            [key: string]: {
                description: string;
            }[];
        };
        /** @description Language code → video address. */
        LocalisedVideos: {
            [key: string]: string;
        };
        WalletConfig: {
            deposit_range: components["schemas"]["Range"];
            withdrawal_range: components["schemas"]["Range"];
            stake_button: components["schemas"]["StakeButtons"];
            rules: {
                deposit: components["schemas"]["LocalisedRules"];
                withdrawal: components["schemas"]["LocalisedRules"];
            };
            deposit_video: components["schemas"]["LocalisedVideos"];
            withdrawal_video: components["schemas"]["LocalisedVideos"];
            bank_list: {
                id: number;
                bank_name: string;
                icon: string | null;
            }[];
            /** @description The kinds of withdraw account a user can add. */
            payment_method: {
                id: number;
                method_name: string;
                method_type: components["schemas"]["WithdrawMethod"];
                icon: string | null;
            }[];
            is_bank_only: boolean;
        };
        /**
         * @description wallet is a crypto wallet (amount shown divided by multiplier_value); social shows a payment number and link.
         * @enum {string}
         */
        DepositMethod: "bank" | "upi" | "wallet" | "social" | "payment_gateway";
        /** @enum {string} */
        WithdrawMethod: "bank" | "upi" | "wallet";
        /** @description One of the site's deposit accounts (parent payment method entry). */
        PaymentMethodEntry: {
            method_name: string;
            method: components["schemas"]["DepositMethod"];
            method_id: number;
            master_account_id: number;
            account_number: string | null;
            ifsc_code: string | null;
            upi_id: string | null;
            crypto_wallet_id: string | null;
            phone_number: string | null;
            account_holder_name: string | null;
            qr_code: string | null;
            multiplier_value: number | null;
            created_at: components["schemas"]["DateTime"];
            social_payment_number: string | null;
            social_payment_link: string | null;
        };
        WithdrawAccount: {
            client_account_id: number;
            method_name: string;
            payment_method: components["schemas"]["WithdrawMethod"];
            account_number: string | null;
            phone_number: string | null;
            ifsc_code: string | null;
            upi_id: string | null;
            crypto_wallet_id: string | null;
            account_holder_name: string | null;
            bank_name: string | null;
            /** @description The UPI QR code's file_url (designed). */
            qr_code: string | null;
            created_at: components["schemas"]["DateTime"];
        };
        /** @description 3-100 letters, spaces, dots and hyphens. */
        AccountHolderName: string;
        /** @description The user's withdraw password, to confirm ('Please Enter Withdraw Password'). */
        TransactionPassword: string;
        /** @description A bank, UPI or crypto-wallet account; `payment_method` tells which. */
        AddAccountBody: {
            /** @constant */
            payment_method: "bank";
            /** @description The chosen bank's id from the wallet config's bank_list. */
            method_id: number;
            account_holder_name: components["schemas"]["AccountHolderName"];
            account_number: string;
            ifsc_code: string;
            transaction_password: components["schemas"]["TransactionPassword"];
        } | {
            /** @constant */
            payment_method: "upi";
            /** @description The payment_method entry's id from the wallet config. */
            method_id: number;
            account_holder_name?: components["schemas"]["AccountHolderName"];
            upi_id?: string;
            /** @description The uploaded QR's file_url. */
            qr_code?: string;
            transaction_password: components["schemas"]["TransactionPassword"];
        } | {
            /** @constant */
            payment_method: "wallet";
            /** @description The payment_method entry's id from the wallet config. */
            method_id: number;
            account_holder_name?: components["schemas"]["AccountHolderName"];
            crypto_wallet_id: string;
            /** @enum {string} */
            crypto_type: "USDT";
            transaction_password: components["schemas"]["TransactionPassword"];
        };
        /** @enum {string} */
        TransactionStatus: "pending" | "approve_in_process" | "approve_completed" | "reject_in_process" | "reject_completed" | "hold" | "expired" | "cancelled";
        /** @enum {string} */
        TransactionType: "client_deposit" | "client_withdrawal";
        /** @description A wallet request's id (not the UTR). */
        TransactionId: string;
        Transaction: {
            type: components["schemas"]["TransactionType"];
            /** @description The method's name as shown to the user. */
            payment_method: string;
            amount: components["schemas"]["Money"];
            /** @description Rupees. */
            approved_amount: number | null;
            status: components["schemas"]["TransactionStatus"];
            created_at: components["schemas"]["DateTime"];
            action_at: null | components["schemas"]["DateTime"];
            hold_at: null | components["schemas"]["DateTime"];
            transaction_id: components["schemas"]["TransactionId"];
            /** @description The UTR the user gave with a deposit (designed). */
            utr: string | null;
            remark: string | null;
            /** @description Comma-separated list of proof links. */
            transaction_image_url: string | null;
        };
        /**
         * @description QR codes: jpeg, png, webp, csv, xls, xlsx; proofs also gif, bmp, svg.
         * @enum {string}
         */
        UploadMimeType: "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "image/bmp" | "image/svg+xml" | "text/csv" | "application/vnd.ms-excel" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
        Sport: {
            sport_id: number;
            name: string;
            /** @description Used in routes and my-markets, e.g. cricket. */
            slug: string;
            event_count: number;
        };
        SportsEvent: {
            event_id: components["schemas"]["Id"];
            sport_id: number;
            sport_name: string;
            competition_name: string;
            event_name: string;
            open_date: components["schemas"]["DateTime"];
            in_play: boolean;
            /** @description Best match-odds prices per runner, for lists. */
            odds: {
                selection_id: components["schemas"]["Id"];
                runner_name: string;
                back: number | null;
                lay: number | null;
            }[];
        };
        PriceSize: {
            /** @description Odds (fancy: the run line). */
            price: number;
            /** @description Amount available (fancy: the rate). */
            size: number;
        };
        Market: {
            market_id: components["schemas"]["Id"];
            market_name: string;
            /** @enum {string} */
            market_type: "match_odds" | "bookmaker" | "fancy" | "other";
            /** @enum {string} */
            status: "open" | "suspended" | "closed";
            min_stake: components["schemas"]["Money"];
            max_stake: components["schemas"]["Money"];
            runners: {
                selection_id: components["schemas"]["Id"];
                runner_name: string;
                back: components["schemas"]["PriceSize"][];
                lay: components["schemas"]["PriceSize"][];
            }[];
        };
        /** @enum {string} */
        BetSide: "back" | "lay";
        Bet: {
            bet_id: number;
            event_id: components["schemas"]["Id"];
            event_name: string;
            market_id: components["schemas"]["Id"];
            market_name: string;
            selection_name: string;
            type: components["schemas"]["BetSide"];
            odds: number;
            stake: components["schemas"]["Money"];
            /** @enum {string} */
            status: "open" | "won" | "lost" | "void" | "cancelled";
            /** @description Rupees; null while open. */
            profit_loss: number | null;
            placed_at: components["schemas"]["DateTime"];
            settled_at: null | components["schemas"]["DateTime"];
        };
        Exposure: {
            event_id: components["schemas"]["Id"];
            market_id: components["schemas"]["Id"];
            /** @description Null for a whole-market figure. */
            selection_id: null | components["schemas"]["Id"];
            exposure: components["schemas"]["SignedMoney"];
        };
        StatementEntry: {
            id: number;
            created_at: components["schemas"]["DateTime"];
            /** @enum {string} */
            kind: "deposit" | "withdrawal" | "bet_settlement" | "bonus" | "adjustment";
            description: string;
            credit: components["schemas"]["Money"];
            debit: components["schemas"]["Money"];
            /** @description Balance after this line. */
            balance: components["schemas"]["SignedMoney"];
        };
        /** @enum {string} */
        MatkaSession: "open" | "close";
        /** @enum {string} */
        MatkaBetType: "single" | "jodi" | "single_patti" | "double_patti" | "triple_patti" | "worli";
        MatkaMarket: {
            id: number;
            name: string;
            open_time: components["schemas"]["DateTime"];
            close_time: components["schemas"]["DateTime"];
            /** @enum {string} */
            status: "open" | "closed" | "result_declared";
            /** @description e.g. 123-68-459; null until declared. */
            result: string | null;
        };
        MatkaBet: {
            bet_id: number;
            market_id: number;
            market_name: string;
            session: components["schemas"]["MatkaSession"];
            bet_type: components["schemas"]["MatkaBetType"];
            number: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            status: "open" | "won" | "lost" | "cancelled";
            /** @description Rupees; null while open. */
            profit_loss: number | null;
            placed_at: components["schemas"]["DateTime"];
        };
        /** @enum {string} */
        FantasyMatchStatus: "upcoming" | "live" | "completed" | "cancelled";
        FantasyTeamSide: {
            id: number;
            name: string;
            short_name: string;
            logo: string | null;
        };
        FantasyMatch: {
            match_id: number;
            title: string;
            team_a: components["schemas"]["FantasyTeamSide"];
            team_b: components["schemas"]["FantasyTeamSide"];
            start_time: components["schemas"]["DateTime"];
            status: components["schemas"]["FantasyMatchStatus"];
            is_reminded: boolean;
        };
        /**
         * @description Wicket-keeper, batter, all-rounder, bowler.
         * @enum {string}
         */
        FantasyRole: "wk" | "bat" | "ar" | "bowl";
        FantasyPlayer: {
            player_id: number;
            name: string;
            /** @description The FantasyTeamSide the player plays for. */
            team_id: number;
            role: components["schemas"]["FantasyRole"];
            credits: number;
            points: number;
            /** @description In the announced eleven; null before the toss. */
            is_playing: boolean | null;
        };
        FantasyTeamName: string;
        FantasyTeam: {
            team_id: number;
            match_id: number;
            team_name: string;
            points: number;
            players: {
                player_id: number;
                name: string;
                role: components["schemas"]["FantasyRole"];
                is_captain: boolean;
                is_vice_captain: boolean;
                points: number;
            }[];
        };
        FantasyBet: {
            bet_id: number;
            match_id: number;
            team_id: number;
            stake: components["schemas"]["Money"];
            potential_win: components["schemas"]["Money"];
            /** @enum {string} */
            status: "open" | "won" | "lost" | "cancelled";
            /** @description Rupees; null until settled. */
            win_amount: number | null;
            placed_at: components["schemas"]["DateTime"];
        };
        BonusEntry: {
            id: number;
            /** @description e.g. 'payment bonus', 'welcome bonus'. */
            bonus_type: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            status: "active" | "locked" | "released" | "claimed" | "expired";
            created_at: components["schemas"]["DateTime"];
            expires_at: null | components["schemas"]["DateTime"];
        };
        Notification: {
            id: number;
            title: string;
            /** @description Plain text, rendered as text. */
            body: string;
            /** @description An in-app route to open, e.g. /wallet-deposit. */
            redirect_url: string | null;
            is_read: boolean;
            created_at: components["schemas"]["DateTime"];
        };
    };
    responses: {
        /** @description A business refusal (insufficient balance, wrong OTP…) with `message` and `error`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description Missing, expired or revoked token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description The request breaks this contract; `detail` has one entry per problem. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description An unexpected server failure. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description Done; `message` says what happened. */
        Message: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageReply"];
            };
        };
        /** @description The OTP was sent; it expires at `data.expires_at` (300 s). */
        OtpSent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: {
                        expires_at: components["schemas"]["DateTime"];
                    };
                };
            };
        };
        /** @description The signed-in user, with the token to send from now on. */
        SignedIn: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["User"];
                };
            };
        };
        /** @description An address for the browser to open or embed. */
        Url: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: {
                        url: string;
                    };
                };
            };
        };
        /** @description The request was recorded (or, for a repeated Idempotency-Key, the first reply). */
        TransactionCreated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["Transaction"];
                };
            };
        };
        /** @description Sports events. */
        EventList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["SportsEvent"][];
                };
            };
        };
        /** @description Bets, newest first. */
        BetList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["Bet"][];
                };
            };
        };
        /** @description Exposure per market and runner. */
        ExposureList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["Exposure"][];
                };
            };
        };
        /** @description Fantasy matches. */
        FantasyMatchList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["FantasyMatch"][];
                };
            };
        };
        /** @description The user's fantasy stake buttons. */
        FantasyStakes: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: {
                        stakes: components["schemas"]["StakeButtons"];
                    };
                };
            };
        };
        /** @description One fantasy team. */
        FantasyTeamReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["FantasyTeam"];
                };
            };
        };
        /** @description One fantasy bet. */
        FantasyBetReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: components["schemas"]["FantasyBet"];
                };
            };
        };
        /** @description The number of unread notifications. */
        UnreadCount: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SuccessEnvelope"] & {
                    data: {
                        count: number;
                    };
                };
            };
        };
    };
    parameters: {
        /** @description The site's domain; the client sends `location.hostname`. */
        Domain: components["schemas"]["DomainName"];
        /** @description Created when the user confirms and reused on every retry; a repeated key gets the first reply and creates nothing new. */
        IdempotencyKey: string;
        /** @description First calendar day of the window. */
        From: components["schemas"]["Day"];
        /** @description The day after the window's last day (exclusive). */
        To: components["schemas"]["Day"];
        /** @description A deposit amount in rupees. */
        Amount: components["schemas"]["PositiveMoney"];
        EventIdQuery: components["schemas"]["Id"];
        MarketIdQuery: components["schemas"]["Id"];
        SportIdPath: number;
    };
    requestBodies: {
        FantasyMatchRef: {
            content: {
                "application/json": {
                    match_id: number;
                };
            };
        };
        FantasyTeamRef: {
            content: {
                "application/json": {
                    team_id: number;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    siteVersion: {
        parameters: {
            query: {
                /** @description The site's domain; the client sends `location.hostname`. */
                domain: components["parameters"]["Domain"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site's version and maintenance window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteVersionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    siteSettings: {
        parameters: {
            query: {
                /** @description The site's domain; the client sends `location.hostname`. */
                domain: components["parameters"]["Domain"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    walletBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Balance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    authRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new token and its expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            token: string;
                            exp: components["schemas"]["DateTime"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribeNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceData: components["schemas"]["PushSubscription"];
                    domainName: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    favouriteList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description 1: sports events (the only kind the product asks for).
                     * @enum {integer}
                     */
                    game_type: 1;
                };
            };
        };
        responses: {
            /** @description The favourite events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            events: components["schemas"]["SportsEvent"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    userInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's profile and preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            user: components["schemas"]["UserProfile"];
                            demo: boolean;
                            chips: components["schemas"]["StakeButtons"];
                            event_manage: {
                                event_id: string;
                                hidden_sections: ("match_odds" | "bookmaker" | "fancy" | "sportsbook" | "scorecard" | "live_tv")[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile?: components["schemas"]["Mobile"];
                    userId?: components["schemas"]["UserIdLogin"];
                    password: string;
                    domain: components["schemas"]["DomainName"];
                };
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    demoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainBody"];
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    sendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    domain: components["schemas"]["DomainName"];
                    /** @enum {string} */
                    purpose: "register" | "login" | "forgot_password";
                };
            };
        };
        responses: {
            200: components["responses"]["OtpSent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    registration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    otp: components["schemas"]["Otp"];
                    password: components["schemas"]["NewPassword"];
                    confirmPassword: components["schemas"]["NewPassword"];
                    userId?: components["schemas"]["UserIdNew"];
                    /** @description The refer code must be numeric. */
                    referCode?: string;
                    domain: components["schemas"]["DomainName"];
                };
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    loginWithOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    otp: components["schemas"]["Otp"];
                    domain: components["schemas"]["DomainName"];
                };
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    resetForgottenPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    otp: components["schemas"]["Otp"];
                    password: components["schemas"]["NewPassword"];
                    confirmPassword: components["schemas"]["NewPassword"];
                    domain: components["schemas"]["DomainName"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    password: components["schemas"]["NewPassword"];
                    confirmPassword: components["schemas"]["NewPassword"];
                    withdrawPassword?: components["schemas"]["WithdrawPassword"];
                    confirmWithdrawPassword?: components["schemas"]["WithdrawPassword"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStakeValues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stakes: components["schemas"]["StakeValues"];
                };
            };
        };
        responses: {
            /** @description The saved stake buttons ('Saved Successfully'). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            chips: components["schemas"]["StakeButtons"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    saveBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event_id: components["schemas"]["Id"];
                    market_id: components["schemas"]["Id"];
                    selection_id: components["schemas"]["Id"];
                    type: components["schemas"]["BetSide"];
                    odds: number;
                    stake: number;
                };
            };
        };
        responses: {
            /** @description The placed bet and the balance after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            bet: components["schemas"]["Bet"];
                            balance: components["schemas"]["Balance"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    makeEventFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event_id: components["schemas"]["Id"];
                    favourite: boolean;
                };
            };
        };
        responses: {
            /** @description The event's favourite state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            event_id: components["schemas"]["Id"];
                            favourite: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fancyBook: {
        parameters: {
            query: {
                event_id: components["parameters"]["EventIdQuery"];
                market_id: components["parameters"]["MarketIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            run: number;
                            position: components["schemas"]["SignedMoney"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    eventExposures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                matchId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExposureList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    allMarketExposures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExposureList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    openBets: {
        parameters: {
            query?: {
                event_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BetList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    openBetsEventListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            event_id: components["schemas"]["Id"];
                            event_name: string;
                            sport_id: number;
                            bets_count: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    eventBetList: {
        parameters: {
            query: {
                event_id: components["parameters"]["EventIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BetList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    cashout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event_id: components["schemas"]["Id"];
                    market_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The amount locked in and the balance after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            amount: components["schemas"]["SignedMoney"];
                            balance: components["schemas"]["Balance"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    searchEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                searchKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EventList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    myMarkets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sport_type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EventList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    marketAnalysisData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per market. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            event_id: components["schemas"]["Id"];
                            event_name: string;
                            sport_name: string;
                            market_id: components["schemas"]["Id"];
                            market_name: string;
                            runners: {
                                selection_id: components["schemas"]["Id"];
                                runner_name: string;
                                position: components["schemas"]["SignedMoney"];
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    matkaSingleBets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The matka market id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bets, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MatkaBet"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    saveWorliMatkaBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    market_id: number;
                    session: components["schemas"]["MatkaSession"];
                    bets: {
                        bet_type: components["schemas"]["MatkaBetType"];
                        number: string;
                        amount: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The placed bets and the balance after them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            bets: components["schemas"]["MatkaBet"][];
                            balance: components["schemas"]["Balance"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    profitLossInfo: {
        parameters: {
            query: {
                /** @description First calendar day of the window. */
                from: components["parameters"]["From"];
                /** @description The day after the window's last day (exclusive). */
                to: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            total: components["schemas"]["SignedMoney"];
                            sports: {
                                sport_id: number;
                                sport_name: string;
                                profit_loss: components["schemas"]["SignedMoney"];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    profitLossStatements: {
        parameters: {
            query: {
                /** @description First calendar day of the window. */
                from: components["parameters"]["From"];
                /** @description The day after the window's last day (exclusive). */
                to: components["parameters"]["To"];
                sport_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per settled market. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            event_id: components["schemas"]["Id"];
                            event_name: string;
                            market_id: components["schemas"]["Id"];
                            market_name: string;
                            profit_loss: components["schemas"]["SignedMoney"];
                            settled_at: components["schemas"]["DateTime"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    matchStatements: {
        parameters: {
            query: {
                event_id: components["parameters"]["EventIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BetList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    statements: {
        parameters: {
            query: {
                /** @description First calendar day of the window. */
                from: components["parameters"]["From"];
                /** @description The day after the window's last day (exclusive). */
                to: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StatementEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    statementInfo: {
        parameters: {
            query: {
                /** @description The statement line's id. */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The line and its bets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            entry: components["schemas"]["StatementEntry"];
                            bets: components["schemas"]["Bet"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    loadThirdPartyUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: string;
                    game_id: string;
                    /** @enum {string} */
                    platform: "mobile" | "desktop";
                };
            };
        };
        responses: {
            200: components["responses"]["Url"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    walletSwitch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actw: components["schemas"]["ActiveWallet"];
                };
            };
        };
        responses: {
            /** @description The active wallet and the balance it shows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            actw: components["schemas"]["ActiveWallet"];
                            balance: components["schemas"]["Balance"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    claimBonus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bonus_id: number;
                };
            };
        };
        responses: {
            /** @description The claimed amount and the balance after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            amount: components["schemas"]["Money"];
                            balance: components["schemas"]["Balance"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    referCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referral summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            refer_code: string;
                            refer_link: string;
                            referred_users: number;
                            earned: components["schemas"]["Money"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    walletWithdrawId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdraw ID. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            withdraw_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    paymentGatewayIframeUrl: {
        parameters: {
            query: {
                /** @description A deposit amount in rupees. */
                amount: components["parameters"]["Amount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Url"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    chatbotIframeUrlMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Url"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    chatbotIframeUrlGuest: {
        parameters: {
            query: {
                /** @description The site's domain; the client sends `location.hostname`. */
                domain: components["parameters"]["Domain"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Url"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    walletConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WalletConfig"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    walletHistory: {
        parameters: {
            query: {
                /** @description First calendar day of the window. */
                from: components["parameters"]["From"];
                /** @description The day after the window's last day (exclusive). */
                to: components["parameters"]["To"];
                status?: "pending" | "approve_completed" | "reject_completed" | "processing" | "expired";
                type?: components["schemas"]["TransactionType"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Transaction"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description Created when the user confirms and reused on every retry; a repeated key gets the first reply and creates nothing new. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                transactionId: components["schemas"]["TransactionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    accountDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts, and whether the site allows bank accounts only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            account_list: components["schemas"]["WithdrawAccount"][];
                            is_bank_only: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's client_account_id. */
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    addAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddAccountBody"];
            };
        };
        responses: {
            /** @description The saved account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WithdrawAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    withdrawRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description Created when the user confirms and reused on every retry; a repeated key gets the first reply and creates nothing new. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: components["schemas"]["PositiveMoney"];
                    /** @description The chosen account's client_account_id. */
                    client_account_index: number;
                    /** @constant */
                    type: "client_withdrawal";
                };
            };
        };
        responses: {
            200: components["responses"]["TransactionCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadUrlRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file_type: components["schemas"]["UploadMimeType"];
                    /** @description Size in KB (5 MB at most). */
                    file_size: number;
                    file_name: string;
                    /**
                     * @description qr-code: a withdraw account's QR; payment_method: a deposit's payment proof.
                     * @enum {string}
                     */
                    type: "qr-code" | "payment_method";
                };
            };
        };
        responses: {
            /** @description Where to upload and where the file will be. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            url: string;
                            file_url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    sendOtpToMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OtpSent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    checkWithdrawalPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a withdraw password exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            is_set: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    resetWithdrawalPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: components["schemas"]["Otp"];
                    password: components["schemas"]["WithdrawPassword"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    updateTransactionPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword?: string;
                    password: components["schemas"]["WithdrawPassword"];
                    confirmPassword: components["schemas"]["WithdrawPassword"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    parentPaymentMethods: {
        parameters: {
            query: {
                /** @description A deposit amount in rupees. */
                amount: components["parameters"]["Amount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PaymentMethodEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    autoUtr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The proof image (5 MB at most). */
                    image: string;
                };
            };
        };
        responses: {
            /** @description The UTR found, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            utr: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    walletDeposit: {
        parameters: {
            query?: never;
            header: {
                /** @description Created when the user confirms and reused on every retry; a repeated key gets the first reply and creates nothing new. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: components["schemas"]["PositiveMoney"];
                    /** @description The UTR; 10-15 digits, except for wallet (crypto) methods (up to 128 characters). The server checks the rule of the chosen method. */
                    transaction_id: string;
                    /** @description Comma-separated list of the uploaded proofs' file_url. */
                    transaction_image_url: string;
                    /** @description The chosen entry's master_account_id. */
                    account_index: number;
                    client_created_date: components["schemas"]["DateTime"];
                    /** @description The user changed the UTR that was read from the proof. */
                    has_edited_utr: boolean;
                    /** @constant */
                    type: "client_deposit";
                    /** @description The entry's multiplier_value (1 for non-crypto methods). */
                    multiplier_value: number;
                };
            };
        };
        responses: {
            200: components["responses"]["TransactionCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    paymentGateway: {
        parameters: {
            query: {
                /** @description A deposit amount in rupees. */
                amount: components["parameters"]["Amount"];
                master_account_id: number;
            };
            header: {
                /** @description Created when the user confirms and reused on every retry; a repeated key gets the first reply and creates nothing new. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Url"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    inPlayMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EventList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    matches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sport_id: components["parameters"]["SportIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EventList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    sportsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sports, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Sport"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    matchDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event and its markets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            event: components["schemas"]["SportsEvent"];
                            markets: components["schemas"]["Market"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    findByIds: {
        parameters: {
            query: {
                /** @description Comma-separated event ids, at most 50. */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EventList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    inPlayCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per sport with events in play. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            sport_id: number;
                            count: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    upcomingSports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EventList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    matkaMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matka markets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MatkaMarket"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    matkaMarkets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The market and what can be bet on it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            market: components["schemas"]["MatkaMarket"];
                            bet_types: {
                                bet_type: components["schemas"]["MatkaBetType"];
                                /** @description Rupees paid per rupee staked on a win. */
                                payout: number;
                                min_stake: components["schemas"]["Money"];
                                max_stake: components["schemas"]["Money"];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasySetupData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules and matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            credit_limit: number;
                            team_size: number;
                            max_players_per_side: number;
                            roles: {
                                role: components["schemas"]["FantasyRole"];
                                min: number;
                                max: number;
                            }[];
                            matches: components["schemas"]["FantasyMatch"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyRememberedMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FantasyMatchList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyAddMatchReminder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FantasyMatchRef"];
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyRemoveMatchReminder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FantasyMatchRef"];
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyPlayersList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                matchId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["FantasyPlayer"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyMyStakes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FantasyStakes"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyUpdateMyStakes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stakes: components["schemas"]["StakeValues"];
                };
            };
        };
        responses: {
            200: components["responses"]["FantasyStakes"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyAddTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: number;
                    team_name: components["schemas"]["FantasyTeamName"];
                    players: {
                        player_id: number;
                        is_captain: boolean;
                        is_vice_captain: boolean;
                    }[];
                };
            };
        };
        responses: {
            200: components["responses"]["FantasyTeamReply"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyUpdateTeamName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    team_id: number;
                    team_name: components["schemas"]["FantasyTeamName"];
                };
            };
        };
        responses: {
            200: components["responses"]["FantasyTeamReply"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyResetTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FantasyTeamRef"];
        responses: {
            200: components["responses"]["FantasyTeamReply"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyTeamDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The team id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FantasyTeamReply"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyPlaceBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: number;
                    team_id: number;
                    stake: number;
                };
            };
        };
        responses: {
            200: components["responses"]["FantasyBetReply"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyCancelBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bet_id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["FantasyBetReply"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyBetDetails: {
        parameters: {
            query: {
                bet_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FantasyBetReply"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyMyContests: {
        parameters: {
            query?: {
                status?: components["schemas"]["FantasyMatchStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            match: components["schemas"]["FantasyMatch"];
                            teams_count: number;
                            bets_count: number;
                            total_stake: components["schemas"]["Money"];
                            total_win: components["schemas"]["Money"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyTeamsAndBetDetails: {
        parameters: {
            query: {
                match_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams and bets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            teams: components["schemas"]["FantasyTeam"][];
                            bets: components["schemas"]["FantasyBet"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    fantasyTutorials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tutorials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            id: number;
                            title: string;
                            video_url: string;
                            language_code: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    bonusLog: {
        parameters: {
            query: {
                /** @description First calendar day of the window. */
                from: components["parameters"]["From"];
                /** @description The day after the window's last day (exclusive). */
                to: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bonuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BonusEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    bonusLogDetails: {
        parameters: {
            query: {
                /** @description The bonus id. */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bonus and its movements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            bonus: components["schemas"]["BonusEntry"];
                            turnover_required: components["schemas"]["Money"];
                            turnover_done: components["schemas"]["Money"];
                            movements: {
                                created_at: components["schemas"]["DateTime"];
                                description: string;
                                amount: components["schemas"]["SignedMoney"];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    userLockedBonus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locked bonuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            locked_amount: components["schemas"]["Money"];
                            bonuses: components["schemas"]["BonusEntry"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    lockedEarnedBonus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            earned: components["schemas"]["Money"];
                            locked: components["schemas"]["Money"];
                            released: components["schemas"]["Money"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    notificationList: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Paging: only notifications older than this one. */
                before_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Notification"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    notificationMarkRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["UnreadCount"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    notificationUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnreadCount"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    notificationSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subscribed: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
    notificationPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: {
                            /** @description The uncompressed P-256 public key (65 bytes), base64url without padding. */
                            publicKey: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["ServerError"];
        };
    };
}
